import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { type ItemExtras, ItemExtrasProvider } from '../modules/listening';
import { AddToListsProvider } from '../modules/lists';
import { RecommendModalProvider, useRecommendModal } from '../modules/recommendations';
import { LogModalProvider, useLogModal } from '../modules/reflections';

/**
 * One part that features add to every item's actions, in a chunk of its own (the vite config groups
 * them into one, `itemParts`): drawn at once once loaded (lazy() would suspend on its first render
 * even then), and loaded with the first screen of a page that shows items.
 */
function part<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Part, { preload: start });
}

// Item actions only show on pages that load their own chunks; these load with the first of them,
// so the landing page carries none of their code.
const ReflectButton = part(() =>
  import('../modules/reflections/components/ReflectActions').then((m) => m.ReflectButton),
);
const ReflectMenuItem = part(() =>
  import('../modules/reflections/components/ReflectActions').then((m) => m.ReflectMenuItem),
);
const AddToListsMenuItem = part(() =>
  import('../modules/lists/components/AddToListsMenuItem').then((m) => m.AddToListsMenuItem),
);
const RecommendMenuItem = part(() =>
  import('../modules/recommendations/components/RecommendMenuItem').then((m) => m.RecommendMenuItem),
);
const PlayButton = part(() => import('../modules/player/components/PlayButton').then((m) => m.PlayButton));
const PlayMenuItems = part(() =>
  import('../modules/player/components/PlayMenuItems').then((m) => m.PlayMenuItems),
);
const StaffMenuItems = part(() =>
  import('../modules/admin/components/StaffMenuItems').then((m) => m.StaffMenuItems),
);

/**
 * Loads every item action's part: before the app adopts a drawn page (main.tsx), whose item buttons
 * must work at the first click and whose "…" menus must open complete (server
 * web/route-preloads.ts runs their chunk before such a page's first paint).
 */
export function preloadItemParts(): Promise<void> {
  const parts = [ReflectButton, ReflectMenuItem, AddToListsMenuItem, RecommendMenuItem, PlayButton];
  return Promise.all([...parts, PlayMenuItems, StaffMenuItems].map((each) => each.preload())).then(
    () => undefined,
  );
}

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** What each feature adds to every release and song's actions: the app is where they meet. */
function ItemExtrasFromFeatures({ children }: { children: ReactNode }) {
  const { openLog } = useLogModal();
  const extras = useMemo<ItemExtras>(
    () => ({
      reflect: (item) => openLog({ __typename: item.__typename, id: item.id, title: item.title }),
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
    [openLog],
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
