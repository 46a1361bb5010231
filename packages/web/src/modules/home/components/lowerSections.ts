import { lazy } from 'react';

// The home's sections under the first screen (inside ui/WhenNearView): their code loads as they come
// near, like their data. A drawn page runs its first screen's code before it is shown
// (docs/FIRST-PAINT.md), so what the first screen does not show waits.
export const FeatureGrid = lazy(() => import('./FeatureGrid').then((m) => ({ default: m.FeatureGrid })));
export const ReadyToJoin = lazy(() => import('./ReadyToJoin').then((m) => ({ default: m.ReadyToJoin })));
export const RecentReviewsSection = lazy(() =>
  import('./RecentReviewsSection').then((m) => ({ default: m.RecentReviewsSection })),
);
export const FeaturedListsSection = lazy(() =>
  import('./FeaturedListsSection').then((m) => ({ default: m.FeaturedListsSection })),
);
