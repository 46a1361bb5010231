import { clearSession, readToken, storeSession, TOKEN_EXPIRES_AT_KEY } from '../../lib/session';

export { clearSession, readToken, storeSession };

/** When the stored session ends, or null when there is none (or it is unreadable). */
export function readSessionExpiry(): Date | null {
  try {
    const value = localStorage.getItem(TOKEN_EXPIRES_AT_KEY);
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}

/** The session warning shows within 10 minutes of the end. */
export function isExpiringSoon(expiresAt: Date | null, now: Date, warningMinutes: number): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() <= warningMinutes * 60_000;
}
