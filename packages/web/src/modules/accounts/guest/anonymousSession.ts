import { clearSession, readToken } from '../session';
import { readGuestChecks } from './guestChecks';

/**
 * The anonymous-session action, run once when the app has loaded without a member: a token left
 * in storage is dead (the server would have answered a member), so it is cleared with its expiry,
 * and the guest's local checks are loaded so the first page shows them.
 */
export function startAnonymousSession(): void {
  if (readToken()) clearSession();
  readGuestChecks();
}
