import type { FieldPolicy, TypePolicies } from '@apollo/client';

type Connection = { edges: readonly unknown[] };

/**
 * Offset-paged connections: a page fetched with `fetchMore({ variables: { offset } })` is written
 * at its offset, so "Load More" appends while a refetch of the first page starts over.
 */
function offsetConnection(keyArgs: string[] | false): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      const edges = existing ? existing.edges.slice(0, offset) : [];
      incoming.edges.forEach((edge, index) => {
        edges[offset + index] = edge;
      });
      return { ...incoming, edges };
    },
  };
}

/** The paged tabs of a release or song page: activity and the two sections of the lists tab. */
function itemPageConnections() {
  return {
    logs: offsetConnection(false),
    curatorLists: offsetConnection(false),
    userLists: offsetConnection(false),
  };
}

export const possibleTypes = {
  Item: ['Release', 'Song'],
  ListEntry: ['Release', 'Song', 'Artist'],
};

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      newestReleases: offsetConnection(false),
      communityActivity: offsetConnection(false),
    },
  },
  Artist: {
    fields: {
      releases: offsetConnection(['releaseSortBy', 'primaryTypes', 'secondaryTypes']),
    },
  },
  Release: { fields: itemPageConnections() },
  Song: { fields: itemPageConnections() },
  List: { fields: { items: offsetConnection(['sortBy', 'currentUserListenStatusFilter', 'all']) } },
  // A credit carries the artist's id but its join phrase belongs to one release: never normalize it.
  ArtistCredit: { keyFields: false },
  PageInfo: { keyFields: false },
};
