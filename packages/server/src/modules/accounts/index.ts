/** The accounts module's surface: what other modules and the rest of the server use. */
export { avatarRoutes } from './avatar-routes.ts';
export { AVATAR_FILE, AVATAR_URL_PREFIX, avatarDir, storeAvatar } from './avatars.ts';
export { sendNewsMail } from './commands/send-news-mail.ts';
export { ROLES, type Role, setUserRole } from './commands/set-user-role.ts';
export { userByUsername } from './queries.ts';
export { countHit, type RateLimit, type RateWindow } from './rate-limit.ts';
export { userAvatar, userLink } from './schema.ts';
export { supporterStatus } from './supporter.ts';
