import { describe, expect, it } from 'vitest';
import { listFollows, listLikes } from '../src/db/schema/index.ts';
import { buildCheck, buildList, buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const USER_LISTS = /* GraphQL */ `
  query UserLists($username: String!, $listFilterBy: ListFilterBy, $sortBy: ListSortBy, $filterItems: SourceType) {
    user(username: $username) {
      lists(listFilterBy: $listFilterBy, sortBy: $sortBy, filterItems: $filterItems) {
        edges { node { name } }
        pageInfo { totalCount }
      }
    }
  }
`;

const LIST_ITEMS = /* GraphQL */ `
  query ListForListItems($id: ID!, $limit: Int) {
    list(id: $id) {
      id itemsCount currentUserNumberOfChecks
      items(limit: $limit) {
        edges { node { id position description sectionId itemType
          item { ... on Release { id title image artists { id name } currentUserHasChecked currentUserRating } } } }
        pageInfo { hasMore totalCount }
      }
    }
  }
`;

const INDEX = /* GraphQL */ `
  query UserListsForListsList($sortBy: ListSortBy, $offset: Int, $limit: Int) {
    userLists(sortBy: $sortBy, offset: $offset, limit: $limit) {
      edges { node { id name link albumCovers itemsCount numberOfLikes createdBy isOfficial } }
      pageInfo { hasMore totalCount }
    }
  }
`;

describe('User.lists', () => {
  it('filters by personal, curator, following and liked, and by the kind of item a list can take', async () => {
    const { db } = server.current;
    const owner = await buildUser(db);
    await buildList(db, { user: owner, name: 'Mine', yearStart: 2000, yearEnd: 2000 });
    await buildList(db, {
      user: owner,
      name: 'Mag top 10',
      isPersonal: false,
      curator: 'Mag',
      yearStart: 1990,
      yearEnd: 1990,
    });
    await buildList(db, {
      user: owner,
      name: 'Fav artists',
      favoriteKind: 'favorite-artists',
      tags: ['favorite-artists'],
    });
    const followed = await buildList(db, { name: 'Followed' });
    const liked = await buildList(db, { name: 'Liked' });
    await db.insert(listFollows).values({ userId: owner.id, listId: followed.id });
    await db.insert(listLikes).values({ userId: owner.id, listId: liked.id });
    const names = async (variables: Record<string, unknown>) => {
      const { body } = await server.current.graphql<{
        user: { lists: { edges: { node: { name: string } }[]; pageInfo: { totalCount: number } } };
      }>(USER_LISTS, { username: owner.username, ...variables });
      expect(body.errors).toBeUndefined();
      return body.data?.user.lists.edges.map((edge) => edge.node.name);
    };
    expect(await names({})).toEqual(['Mine', 'Mag top 10', 'Fav artists']);
    expect(await names({ listFilterBy: 'PERSONAL' })).toEqual(['Mine', 'Fav artists']);
    expect(await names({ listFilterBy: 'CURATOR' })).toEqual(['Mag top 10']);
    expect(await names({ listFilterBy: 'FOLLOWING' })).toEqual(['Followed']);
    expect(await names({ listFilterBy: 'LIKED' })).toEqual(['Liked']);
    expect(await names({ sortBy: 'YEAR_OLDEST' })).toEqual(['Mag top 10', 'Mine', 'Fav artists']);
    expect(await names({ filterItems: 'RELEASE' })).toEqual(['Mine', 'Mag top 10']);
    expect(await names({ filterItems: 'ARTIST' })).toEqual(['Mine', 'Mag top 10', 'Fav artists']);
  });

  it('refuses a status the list users field does not know', async () => {
    const list = await buildList(server.current.db);
    const { body } = await server.current.graphql(
      'query ($id: ID!) { list(id: $id) { users(status: LOVED) { pageInfo { totalCount } } } }',
      {
        id: String(list.id),
      },
    );
    expect(body.errors?.length).toBe(1);
  });
});

describe('statements of the list queries', () => {
  it('a page of list items costs the same for 5 items as for 50', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const releases = [];
    for (let i = 0; i < 50; i++) releases.push({ release: (await buildRelease(db)).release });
    for (const { release } of releases.slice(0, 10)) await buildCheck(db, { user, release, rating: 3 });
    const list = await buildList(db, { items: releases });
    const five = await server.current.recorded(LIST_ITEMS, { id: String(list.id), limit: 5 }, { token });
    const fifty = await server.current.recorded(LIST_ITEMS, { id: String(list.id), limit: 50 }, { token });
    expect(five.body.errors).toBeUndefined();
    expect(fifty.statements.length).toBe(five.statements.length);
    expect(five.statements.length).toBe(7);
  });

  it('a page of the lists index costs the same for 2 lists as for 12', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    for (let i = 0; i < 12; i++) {
      const { release } = await buildRelease(db);
      await buildList(db, { items: [{ release }] });
    }
    const two = await server.current.recorded(INDEX, { limit: 2 }, { token });
    const twelve = await server.current.recorded(INDEX, { limit: 12 }, { token });
    expect(two.body.errors).toBeUndefined();
    expect(twelve.statements.length).toBe(two.statements.length);
    expect(two.statements.length).toBe(5);
  });
});

describe('List.items(all: true)', () => {
  it('answers every item to the list’s editor and one page to anyone else', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const items = [];
    for (let i = 0; i < 25; i++) items.push({ release: (await buildRelease(db)).release });
    const list = await buildList(db, { user: me.user, items });
    const query =
      'query ListForListsEdit($id: ID!) { list(id: $id) { items(all: true) { edges { node { id } } } } }';
    const count = async (token?: string) =>
      (
        await server.current.graphql<{ list: { items: { edges: unknown[] } } }>(
          query,
          { id: String(list.id) },
          { token },
        )
      ).body.data?.list.items.edges.length;
    expect(await count(me.token)).toBe(25);
    expect(await count()).toBe(20);
  });
});

describe('Release.currentUserListIds and Song.currentUserListIds', () => {
  it("answers the member's own lists an item is on, one statement for each kind of item; none for a visitor", async () => {
    const { db } = server.current;
    const { user, token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const song = await buildSong(db);
    const holding = await buildList(db, { user, items: [{ release }, { song }] });
    await buildList(db, { user, items: [{ release: (await buildRelease(db)).release }] });
    // Another member's list with the release is not the member's.
    await buildList(db, { items: [{ release }] });
    const query = `query($release: ID!, $song: ID!) {
      release(id: $release) { currentUserListIds } song(id: $song) { currentUserListIds } }`;
    const variables = { release: String(release.id), song: String(song.id) };
    const asMember = await server.current.recorded<{
      release: { currentUserListIds: string[] };
      song: { currentUserListIds: string[] };
    }>(query, variables, { token });
    expect(asMember.body.data).toEqual({
      release: { currentUserListIds: [String(holding.id)] },
      song: { currentUserListIds: [String(holding.id)] },
    });
    expect(asMember.statements.filter((statement) => /from "list_items"/.test(statement.sql))).toHaveLength(
      2,
    );
    const asGuest = await server.current.graphql(query, variables);
    expect(asGuest.body.data).toEqual({
      release: { currentUserListIds: [] },
      song: { currentUserListIds: [] },
    });
  });
});
