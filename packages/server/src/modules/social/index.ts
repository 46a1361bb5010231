/** The social module's surface: what other modules and the rest of the server use. */

export { followUser } from './commands/follow-user.ts';
export { recommendFromList } from './commands/recommend-from-list.ts';
export { recommendItem } from './commands/recommend-item.ts';
export { communityActivity } from './queries.ts';
