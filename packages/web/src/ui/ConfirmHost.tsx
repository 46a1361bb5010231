import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { type PendingQuestion, usePendingQuestion } from './confirm';

type DialogProps = { question: PendingQuestion };

/**
 * Where the dialog's code cannot load (the member went offline first), the browser asks instead: a
 * question must be answered, so this is not an `optionalPart`, which would leave it out.
 */
function BrowserConfirm({ question }: DialogProps) {
  const asked = useRef<PendingQuestion | null>(null);
  useEffect(() => {
    if (asked.current === question) return;
    asked.current = question;
    question.answer(window.confirm(`${question.title}\n\n${question.message}`));
  }, [question]);
  return null;
}

// The dialog's code (Mantine's Modal) loads with the first question: no first screen needs it.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then(
    (m): { default: ComponentType<DialogProps> } => ({ default: m.ConfirmDialog }),
    (): { default: ComponentType<DialogProps> } => ({ default: BrowserConfirm }),
  ),
);

/** Shows the question `askToConfirm` asked, if any. Mounted once, beside the app's toasts. */
export function ConfirmHost() {
  const question = usePendingQuestion();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog question={question} />
    </Suspense>
  );
}
