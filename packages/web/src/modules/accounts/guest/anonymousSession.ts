import { clearSession, readToken } from '../session';
import { readGuestChecks } from './guestChecks';

/**
 * The anonymous-session action, run once when the app has loaded without a member. `judgedToken` is
 * the token the app started with, the one the server looked at when it answered "no member": if it
 * is still the stored one it is dead and is cleared with its expiry. A token stored since (a login
 * in another tab while this one loaded) is left alone. The guest's local checks are loaded so the
 * first page shows them.
 */
export function startAnonymousSession(judgedToken: string): void {
  if (judgedToken && readToken() === judgedToken) clearSession();
  readGuestChecks();
}
