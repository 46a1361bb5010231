import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearGuestChecks,
  GUEST_CHECKS_KEY,
  guestCheckItems,
  isGuestChecked,
  readGuestChecks,
  reloadGuestChecks,
  toggleGuestCheck,
} from './guestChecks';

describe('guest checks', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadGuestChecks();
  });

  it('keeps toggled releases and songs in local storage as id lists', () => {
    expect(toggleGuestCheck('Release', '7')).toBe(true);
    expect(toggleGuestCheck('Song', '9')).toBe(true);
    expect(JSON.parse(localStorage.getItem(GUEST_CHECKS_KEY) ?? '')).toEqual({
      releases: ['7'],
      songs: ['9'],
    });
    expect(isGuestChecked('Release', '7')).toBe(true);
    expect(isGuestChecked('Song', '7')).toBe(false);
    expect(toggleGuestCheck('Release', '7')).toBe(false);
    expect(isGuestChecked('Release', '7')).toBe(false);
  });

  it('answers the checkItems items and forgets everything when cleared', () => {
    toggleGuestCheck('Release', '1');
    toggleGuestCheck('Song', '2');
    expect(guestCheckItems()).toEqual([
      { id: '1', type: 'RELEASE' },
      { id: '2', type: 'SONG' },
    ]);
    clearGuestChecks();
    expect(localStorage.getItem(GUEST_CHECKS_KEY)).toBeNull();
    expect(guestCheckItems()).toEqual([]);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(GUEST_CHECKS_KEY, '{not json');
    reloadGuestChecks();
    expect(readGuestChecks()).toEqual({ releases: [], songs: [] });
  });
});
