import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { type ItemExtras, ItemExtrasProvider } from '../modules/listening';
import { AddToListsProvider } from '../modules/lists';
import { RecommendModalProvider, useRecommendModal } from '../modules/recommendations';
import { LogModalProvider } from '../modules/reflections';

// Item actions only show on pages that load their own chunks; these load with the first of them,
// so the landing page carries none of their code.
const ReflectButton = lazy(() =>
  import('../modules/reflections/components/ReflectActions').then((m) => ({ default: m.ReflectButton })),
);
const ReflectMenuItem = lazy(() =>
  import('../modules/reflections/components/ReflectActions').then((m) => ({ default: m.ReflectMenuItem })),
);
const AddToListsMenuItem = lazy(() =>
  import('../modules/lists/components/AddToListsMenuItem').then((m) => ({ default: m.AddToListsMenuItem })),
);
const RecommendMenuItem = lazy(() =>
  import('../modules/recommendations/components/RecommendMenuItem').then((m) => ({
    default: m.RecommendMenuItem,
  })),
);

const PlayButton = lazy(() =>
  import('../modules/player/components/PlayButton').then((m) => ({ default: m.PlayButton })),
);
const PlayMenuItems = lazy(() =>
  import('../modules/player/components/PlayMenuItems').then((m) => ({ default: m.PlayMenuItems })),
);
const StaffMenuItems = lazy(() =>
  import('../modules/admin/components/StaffMenuItems').then((m) => ({ default: m.StaffMenuItems })),
);

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** What each feature adds to every release and song's actions: the app is where they meet. */
function ItemExtrasFromFeatures({ children }: { children: ReactNode }) {
  const extras = useMemo<ItemExtras>(
    () => ({
      buttons: (item) =>
        later(
          <>
            <PlayButton item={item} />
            <ReflectButton item={item} />
          </>,
        ),
      menu: {
        listen: (item) => later(<PlayMenuItems item={item} />),
        reflect: (item) => later(<ReflectMenuItem item={item} />),
        organize: (item) => later(<AddToListsMenuItem item={item} />),
        share: (item) => later(<RecommendMenuItem item={item} />),
        metadata: (item) => later(<StaffMenuItems item={item} />),
      },
    }),
    [],
  );
  return <ItemExtrasProvider value={extras}>{children}</ItemExtrasProvider>;
}

function LogModalWithRecommend({ children }: { children: ReactNode }) {
  const { openRecommend } = useRecommendModal();
  return <LogModalProvider onRecommend={openRecommend}>{children}</LogModalProvider>;
}

/** The app-wide modals features open (Reflect, Recommend, Add to lists) and the item actions they add. */
export function ItemFeatures({ children }: { children: ReactNode }) {
  return (
    <RecommendModalProvider>
      <LogModalWithRecommend>
        <AddToListsProvider>
          <ItemExtrasFromFeatures>{children}</ItemExtrasFromFeatures>
        </AddToListsProvider>
      </LogModalWithRecommend>
    </RecommendModalProvider>
  );
}
