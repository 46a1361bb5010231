/** The sharing module's surface: feeds of diaries, reviews and lists, and pages' share-card tags. */
export { feedRoutes } from './feed-routes.ts';
export { shareTags } from './share-tags.ts';
