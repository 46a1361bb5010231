import type { HeightByWidth } from '../../../ui/WhenNearView';

/**
 * The home's sections below the first screen, as tall as they render with the demo catalog at each of
 * Mantine's breakpoints (measured at 390, 600, 800 and 1000–1280 px wide): the space kept for each
 * until it renders (ui/WhenNearView), so the page keeps its length as they arrive.
 */
export const SECTION_HEIGHTS = {
  newestAlbums: { base: 1487, xs: 1049, sm: 811, md: 530 },
  features: { base: 1012, xs: 577, sm: 516, md: 380 },
  readyToJoin: { base: 214, xs: 190, sm: 230, md: 168 },
  recentReviews: { base: 2016, xs: 1537, sm: 1395, md: 830 },
  featuredLists: { base: 1352, xs: 766, sm: 691, md: 500 },
} satisfies Record<string, HeightByWidth>;
