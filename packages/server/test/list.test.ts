import { describe, expect, it } from 'vitest';
import { listLikes } from '../src/db/schema/index.ts';
import {
  buildArtist,
  buildCheck,
  buildList,
  buildRelease,
  buildSession,
  buildSong,
  buildUser,
} from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const LIST = /* GraphQL */ `
  query ListForListPage($id: ID!, $filter: ListenFilter, $sortBy: ListItemsSortBy, $offset: Int, $limit: Int) {
    list(id: $id) {
      id name link period decades createdBy createdByUserLink createdByAndCreatedByUserAreSame
      albumCovers hasSong releasesOnly itemsCount isEditable
      currentUserLikes currentUserFollows currentUserCreated currentUserNumberOfChecks
      sections { title position }
      items(currentUserListenStatusFilter: $filter, sortBy: $sortBy, offset: $offset, limit: $limit) {
        edges { node { position description itemType sectionId item { __typename ... on Release { title } ... on Song { title } ... on Artist { name } } } }
        pageInfo { hasMore totalCount }
      }
    }
  }
`;

type ListPage = {
  list: {
    period: string;
    decades: number[];
    createdBy: string;
    albumCovers: string[];
    hasSong: boolean;
    releasesOnly: boolean;
    isEditable: boolean;
    currentUserLikes: boolean;
    currentUserCreated: boolean;
    currentUserNumberOfChecks: number;
    sections: { title: string }[];
    items: {
      edges: {
        node: {
          position: number;
          itemType: string;
          item: { __typename: string; title?: string; name?: string };
        };
      }[];
      pageInfo: { hasMore: boolean; totalCount: number };
    };
  } | null;
};

describe('list(id)', () => {
  it('answers the list with derived period, covers, sections and paged items', async () => {
    const { db } = server.current;
    const owner = await buildUser(db, { username: 'curatorname' });
    const one = await buildRelease(db, { title: 'One', year: 1991, image: 'https://img.test/1.jpg' });
    const two = await buildRelease(db, { title: 'Two', year: 1995 });
    const song = await buildSong(db, { title: 'Tune', year: 1993 });
    const artist = await buildArtist(db, { name: 'Band' });
    const list = await buildList(db, {
      user: owner,
      yearStart: 1990,
      yearEnd: 1999,
      items: [{ release: one.release, section: 'Best' }, { release: two.release }, { song }, { artist }],
    });
    const { token, user } = await buildSession(db);
    await buildCheck(db, { user, release: two.release });
    await buildCheck(db, { user, song });
    await db.insert(listLikes).values({ userId: user.id, listId: list.id });

    const { body } = await server.current.graphql<ListPage>(
      LIST,
      { id: String(list.id), limit: 3 },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.list).toMatchObject({
      period: 'decade',
      decades: [1990],
      createdBy: 'curatorname',
      albumCovers: ['https://img.test/1.jpg', `/covers/releases/${two.release.id}.svg`],
      hasSong: true,
      releasesOnly: false,
      isEditable: false,
      currentUserLikes: true,
      currentUserCreated: false,
      currentUserNumberOfChecks: 2,
      sections: [{ title: 'Best' }],
      items: { pageInfo: { hasMore: true, totalCount: 4 } },
    });
    expect(body.data?.list?.items.edges.map((edge) => edge.node.item)).toEqual([
      { __typename: 'Release', title: 'One' },
      { __typename: 'Release', title: 'Two' },
      { __typename: 'Song', title: 'Tune' },
    ]);

    const listened = await server.current.graphql<ListPage>(
      LIST,
      { id: String(list.id), filter: 'LISTENED' },
      { token },
    );
    expect(listened.body.data?.list?.items.edges.map((edge) => edge.node.item.title)).toEqual([
      'Two',
      'Tune',
    ]);
    const unlistened = await server.current.graphql<ListPage>(
      LIST,
      { id: String(list.id), filter: 'UNLISTENED', sortBy: 'YEAR_NEWEST' },
      { token },
    );
    expect(
      unlistened.body.data?.list?.items.edges.map((edge) => edge.node.item.title ?? edge.node.item.name),
    ).toEqual(['One', 'Band']);

    const mine = await buildSession(db, { user: owner });
    const asOwner = await server.current.graphql<ListPage>(
      LIST,
      { id: String(list.id) },
      { token: mine.token },
    );
    expect(asOwner.body.data?.list).toMatchObject({
      isEditable: true,
      currentUserCreated: true,
      currentUserLikes: false,
    });
  });

  it("shows a song list's covers: each song's release cover, in list order", async () => {
    const { db } = server.current;
    const first = await buildRelease(db, { title: 'Covered', image: 'https://img.test/song-release.jpg' });
    const second = await buildRelease(db, { title: 'Drawn' });
    const songA = await buildSong(db, { title: 'A', releaseId: first.release.id });
    const songB = await buildSong(db, { title: 'B', releaseId: second.release.id });
    const loose = await buildSong(db, { title: 'No release' });
    const list = await buildList(db, { items: [{ song: loose }, { song: songA }, { song: songB }] });
    const { body } = await server.current.graphql<ListPage>(LIST, { id: String(list.id), limit: 1 });
    expect(body.errors).toBeUndefined();
    expect(body.data?.list?.albumCovers).toEqual([
      'https://img.test/song-release.jpg',
      `/covers/releases/${second.release.id}.svg`,
    ]);
  });

  it('answers null for a missing or malformed id', async () => {
    for (const id of ['77777', 'list-1']) {
      const { body } = await server.current.graphql<ListPage>(LIST, { id });
      expect(body).toEqual({ data: { list: null } });
    }
  });

  it('pages official and user lists and answers the featured and charts lists', async () => {
    const { db } = server.current;
    await buildList(db, {
      user: null,
      name: 'Official A',
      isOfficial: true,
      isPersonal: false,
      curator: 'Mag',
      yearStart: 2001,
      yearEnd: 2001,
    });
    await buildList(db, {
      user: null,
      name: 'Official B',
      isOfficial: true,
      isPersonal: false,
      curator: 'Mag',
      yearStart: 2010,
      yearEnd: 2019,
      isFeatured: true,
    });
    await buildList(db, {
      user: null,
      name: 'Charts',
      isOfficial: true,
      isPersonal: false,
      curator: 'Earmark',
      isChart: true,
    });
    const { body } = await server.current.graphql<{
      officialLists: {
        edges: { node: { name: string; createdBy: string } }[];
        pageInfo: { totalCount: number; hasMore: boolean };
      };
      featuredLists: { name: string }[];
      chartsList: { name: string; period: string } | null;
    }>(
      '{ officialLists(limit: 2) { edges { node { name createdBy } } pageInfo { totalCount hasMore } } featuredLists { name } chartsList { name period } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.officialLists.edges.map((edge) => edge.node.name)).toEqual([
      'Official B',
      'Official A',
    ]);
    expect(body.data?.officialLists.edges[0]?.node.createdBy).toBe('Mag');
    expect(body.data?.officialLists.pageInfo).toEqual({ totalCount: 3, hasMore: true });
    expect(body.data?.featuredLists).toEqual([{ name: 'Official B' }]);
    expect(body.data?.chartsList).toEqual({ name: 'Charts', period: 'all' });
  });
});
