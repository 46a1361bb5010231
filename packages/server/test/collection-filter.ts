import type { CollectionFilter } from '../src/modules/listening/collection-query.ts';

/** A member's own listened releases in one sort: the collection query most tests read. */
export function listenedReleases(
  ownerId: number,
  sort: CollectionFilter['sort'],
  randomSeed = 1,
): CollectionFilter {
  return {
    ownerId,
    viewerId: ownerId,
    type: 'RELEASE',
    status: { listenDepth: 'LISTENED' },
    reactions: [],
    includeFollowedLists: false,
    currentUserListenStatus: 'ALL',
    sort,
    randomSeed,
  };
}
