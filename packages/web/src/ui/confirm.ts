import { useSyncExternalStore } from 'react';

/** A question the member answers before an action that loses something (unchecking a rated album). */
export type Question = {
  title: string;
  message: string;
  /** The confirming button's label ("Remove", "Block"); Cancel is the other. */
  confirmLabel: string;
};

export type PendingQuestion = Question & { answer: (yes: boolean) => void };

let pending: PendingQuestion | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingQuestion | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the member in the app's own dialog (`ConfirmHost`, mounted once by the app's providers) and
 * resolves true when they confirm, false when they cancel, press Escape or close it, or when `signal`
 * aborts. A question asked while another is open answers the first with false.
 */
export function askToConfirm(question: Question, signal?: AbortSignal): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    const asked: PendingQuestion = {
      ...question,
      answer: (yes) => {
        if (pending === asked) publish(null);
        resolve(yes);
      },
    };
    publish(asked);
    // The asker went away (its component unmounted): the question closes, answered no.
    signal?.addEventListener('abort', () => asked.answer(false), { once: true });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open question, for the host that shows it. */
export function usePendingQuestion(): PendingQuestion | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
