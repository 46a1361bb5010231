/** The sharing module's surface: feeds of diaries, reviews and lists, pages' share-card tags and their drawn card images. */
export { cardRoutes } from './card-routes.ts';
export { feedRoutes } from './feed-routes.ts';
export { shareTags } from './share-tags.ts';
