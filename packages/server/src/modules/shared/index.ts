/** The shared module's surface: what other modules and the rest of the server use. */
export { requireAdmin, requireMember, requireStaff } from './guards.ts';
export { canSeeListening, listeningVisibleTo } from './privacy.ts';
