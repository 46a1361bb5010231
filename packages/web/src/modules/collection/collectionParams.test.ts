import { describe, expect, it } from 'vitest';
import {
  collectionVariables,
  DEFAULT_COLLECTION_PARAMS,
  readCollectionParams,
  writeCollectionParams,
} from './collectionParams';

const read = (query: string) => readCollectionParams(new URLSearchParams(query));

describe('collection query string', () => {
  it('falls back to the defaults for invalid values', () => {
    expect(
      read('type=albums&itemsListenStatus=nope&itemsSortBy=x&page=-2&currentUserListenStatus=maybe'),
    ).toEqual(DEFAULT_COLLECTION_PARAMS);
    expect(read('page=2.5').page).toBe(1);
  });

  it('reads For Later and keeps reactions only for listened variants', () => {
    const later = read('type=releases&itemsListenStatus=for-later&reactions=liked&includeFollowedLists=true');
    expect(later).toMatchObject({
      itemsListenStatus: 'for-later',
      reactions: [],
      includeFollowedLists: true,
    });
    expect(read('itemsListenStatus=deep-listened&reactions=liked,bogus,loved').reactions).toEqual([
      'liked',
      'loved',
    ]);
    expect(read('itemsListenStatus=listened&includeFollowedLists=true').includeFollowedLists).toBe(false);
  });

  it('omits defaults and resets the page to 1 on any filter change', () => {
    const current = { ...DEFAULT_COLLECTION_PARAMS, page: 3 };
    expect(writeCollectionParams(current, { type: 'songs' }).toString()).toBe('type=songs');
    expect(writeCollectionParams(current, { page: 4 }).toString()).toBe('page=4');
    expect(writeCollectionParams(current, { itemsListenStatus: 'listened' }).toString()).toBe('');
  });

  it('maps a URL to the API variables', () => {
    const vars = collectionVariables(
      read('type=songs&itemsListenStatus=listen-again&itemsSortBy=artist-name-desc&page=2'),
      50,
    );
    expect(vars).toMatchObject({
      filters: { type: 'SONG', listenToStatus: 'RELISTEN' },
      sort: 'ARTIST_NAME_DESC',
      offset: 50,
      limit: 50,
    });
  });
});
