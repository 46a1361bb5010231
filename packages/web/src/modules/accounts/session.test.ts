import { describe, expect, it } from 'vitest';
import { isExpiringSoon, readSessionExpiry } from './session';

describe('session expiry', () => {
  const now = new Date('2030-01-01T12:00:00Z');

  it('warns within 10 minutes of the end, not before', () => {
    expect(isExpiringSoon(new Date('2030-01-01T12:10:00Z'), now, 10)).toBe(true);
    expect(isExpiringSoon(new Date('2030-01-01T12:10:01Z'), now, 10)).toBe(false);
    expect(isExpiringSoon(new Date('2030-01-01T11:00:00Z'), now, 10)).toBe(true);
    expect(isExpiringSoon(null, now, 10)).toBe(false);
  });

  it('reads the stored expiry, ignoring garbage', () => {
    localStorage.setItem('earmark.tokenExpiresAt', '2030-01-15T12:00:00.000Z');
    expect(readSessionExpiry()?.toISOString()).toBe('2030-01-15T12:00:00.000Z');
    localStorage.setItem('earmark.tokenExpiresAt', 'soon');
    expect(readSessionExpiry()).toBeNull();
  });
});
