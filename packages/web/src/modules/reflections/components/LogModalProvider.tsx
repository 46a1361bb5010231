import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import type { LogTarget } from '../hooks/useSaveLog';

// The form (and @mantine/form) loads the first time a member opens it.
const LogFormModal = lazy(() => import('./LogFormModal').then((m) => ({ default: m.LogFormModal })));

type Open = { target: LogTarget; logId?: string };
type LogModalApi = { openLog: (target: LogTarget, logId?: string) => void };

const LogModalContext = createContext<LogModalApi>({ openLog: () => undefined });

type Props = { children: ReactNode; onRecommend?: (target: LogTarget) => void };

/** One Reflect modal for the whole app, opened from item pages, menus and the diary. */
export function LogModalProvider({ children, onRecommend }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  const [used, setUsed] = useState(false);
  const api = useMemo<LogModalApi>(
    () => ({
      openLog: (target, logId) => {
        setUsed(true);
        setOpen({ target, logId });
      },
    }),
    [],
  );
  return (
    <LogModalContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <LogFormModal
            target={open?.target ?? null}
            logId={open?.logId}
            onClose={() => setOpen(null)}
            onRecommend={onRecommend}
          />
        </Suspense>
      )}
    </LogModalContext.Provider>
  );
}

export function useLogModal(): LogModalApi {
  return useContext(LogModalContext);
}
