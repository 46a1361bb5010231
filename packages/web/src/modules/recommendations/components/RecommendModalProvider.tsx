import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import type { RecommendTarget } from './RecommendModal';

const RecommendModal = lazy(() => import('./RecommendModal').then((m) => ({ default: m.RecommendModal })));

type RecommendApi = { openRecommend: (target: RecommendTarget) => void };

const RecommendContext = createContext<RecommendApi>({ openRecommend: () => undefined });

/** One Recommend modal for the app, opened from item menus and the log-saved toast. */
export function RecommendModalProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<RecommendTarget | null>(null);
  const [used, setUsed] = useState(false);
  const api = useMemo<RecommendApi>(
    () => ({
      openRecommend: (next) => {
        setUsed(true);
        setTarget(next);
      },
    }),
    [],
  );
  return (
    <RecommendContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <RecommendModal target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </RecommendContext.Provider>
  );
}

export function useRecommendModal(): RecommendApi {
  return useContext(RecommendContext);
}
