import { describe, expect, it } from 'vitest';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildList, buildRelease, buildSession, buildUser } from './factories.ts';
import { ADD_ITEM, CREATE_LIST, item, layout, listTables, type SavedList } from './lists-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const toggle = (name: string) => `mutation ${name}($listId: ID!) {
  ${name}(listId: $listId) { id numberOfLikes numberOfFollows currentUserLikes currentUserFollows }
}`;

type Toggled = {
  numberOfLikes: number;
  numberOfFollows: number;
  currentUserLikes: boolean;
  currentUserFollows: boolean;
};

describe('likes and follows', () => {
  it('toggles like and follow with their counts, and lists the members', async () => {
    const { db } = server.current;
    const list = await buildList(db);
    const me = await buildSession(db);
    const liked = await server.current.graphql<{ likeList: Toggled }>(
      toggle('likeList'),
      { listId: String(list.id) },
      { token: me.token },
    );
    expect(liked.body.data?.likeList).toMatchObject({ numberOfLikes: 1, currentUserLikes: true });
    const followed = await server.current.graphql<{ followList: Toggled }>(
      toggle('followList'),
      { listId: String(list.id) },
      { token: me.token },
    );
    expect(followed.body.data?.followList).toMatchObject({ numberOfFollows: 1, currentUserFollows: true });
    const users = await server.current.graphql<{
      list: { users: { edges: { node: { username: string } }[]; pageInfo: { totalCount: number } } };
    }>(
      'query ListUsers($id: ID!) { list(id: $id) { users(status: LIKED) { edges { node { username } } pageInfo { totalCount } } } }',
      {
        id: String(list.id),
      },
    );
    expect(users.body.data?.list.users).toEqual({
      edges: [{ node: { username: me.user.username } }],
      pageInfo: { totalCount: 1 },
    });
    const again = await server.current.graphql<{ likeList: Toggled }>(
      toggle('likeList'),
      { listId: String(list.id) },
      { token: me.token },
    );
    expect(again.body.data?.likeList.numberOfLikes).toBe(1);
    const unliked = await server.current.graphql<{ unlikeList: Toggled }>(
      toggle('unlikeList'),
      { listId: String(list.id) },
      { token: me.token },
    );
    expect(unliked.body.data?.unlikeList).toMatchObject({ numberOfLikes: 0, currentUserLikes: false });
    const unfollowed = await server.current.graphql<{ unfollowList: Toggled }>(
      toggle('unfollowList'),
      { listId: String(list.id) },
      { token: me.token },
    );
    expect(unfollowed.body.data?.unfollowList).toMatchObject({
      numberOfFollows: 0,
      currentUserFollows: false,
    });
  });

  it('refuses liking one’s own list, following a favourite-artists list, guests and unknown lists', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const mine = await buildList(db, { user: me.user });
    const artists = await buildList(db, { favoriteKind: 'favorite-artists', tags: ['favorite-artists'] });
    const before = await listTables(db);
    const call = async (name: string, listId: string, token?: string) =>
      (await server.current.graphql(toggle(name), { listId }, { token })).body.errors?.[0]?.extensions;
    expect(await call('likeList', String(mine.id), me.token)).toEqual({ code: 'FORBIDDEN' });
    expect(await call('followList', String(artists.id), me.token)).toEqual({ code: 'FORBIDDEN' });
    expect(await call('likeList', '999999', me.token)).toEqual({ code: 'NOT_FOUND' });
    expect(await call('followList', 'nope', me.token)).toEqual({ code: 'NOT_FOUND' });
    expect(await call('likeList', String(artists.id))).toEqual({ code: 'LOGGED_OUT' });
    expect(await listTables(db)).toBe(before);
  });

  it('keeps counts exact when 30 members like and follow at once, twice', async () => {
    const { db } = server.current;
    const list = await buildList(db);
    const members = await Promise.all(Array.from({ length: 30 }, () => buildSession(db)));
    const storm = (name: string) =>
      Promise.all(
        members.flatMap(({ token }) => [
          server.current.graphql(toggle(name), { listId: String(list.id) }, { token }),
          server.current.graphql(toggle(name), { listId: String(list.id) }, { token }),
        ]),
      );
    for (const name of ['likeList', 'followList']) {
      const results = await storm(name);
      expect(results.every((result) => result.body.errors === undefined)).toBe(true);
    }
    const read = async () =>
      (
        await server.current.graphql<{ list: { numberOfLikes: number; numberOfFollows: number } }>(
          'query ($id: ID!) { list(id: $id) { numberOfLikes numberOfFollows } }',
          { id: String(list.id) },
        )
      ).body.data?.list;
    expect(await read()).toEqual({ numberOfLikes: 30, numberOfFollows: 30 });
    await storm('unlikeList');
    await storm('unfollowList');
    expect(await read()).toEqual({ numberOfLikes: 0, numberOfFollows: 0 });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});

describe('addItemToLists', () => {
  it('adds one item to several lists, into a section or the unsectioned area', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const [a, b, c, added] = await Promise.all([
      buildRelease(db),
      buildRelease(db),
      buildRelease(db),
      buildRelease(db),
    ]);
    const created = await server.current.graphql<{ createList: SavedList }>(
      CREATE_LIST,
      {
        fields: { name: 'Sectioned', isPersonal: true },
        items: [item('RELEASE', a.release.id)],
        sections: [
          { title: 'One', items: [item('RELEASE', b.release.id)] },
          { title: 'Two', items: [item('RELEASE', c.release.id)] },
        ],
      },
      { token: me.token },
    );
    const sectioned = created.body.data?.createList;
    const plain = await buildList(db, { user: me.user, items: [{ release: a.release }] });
    const section = sectioned?.sections.find((s) => s.title === 'One');
    const { body } = await server.current.graphql<{ addItemToLists: SavedList[] }>(
      ADD_ITEM,
      {
        lists: [{ id: sectioned?.id, sectionId: section?.id }, { id: String(plain.id) }],
        item: item('RELEASE', added.release.id, 'Why'),
      },
      { token: me.token },
    );
    expect(body.errors).toBeUndefined();
    expect(layout(body.data?.addItemToLists[0])).toEqual([
      `Release:${a.release.id}@-`,
      `Release:${b.release.id}@One`,
      `Release:${added.release.id}@One`,
      `Release:${c.release.id}@Two`,
    ]);
    expect(layout(body.data?.addItemToLists[1])).toEqual([
      `Release:${a.release.id}@-`,
      `Release:${added.release.id}@-`,
    ]);
    expect(body.data?.addItemToLists.map((list) => list.itemsCount)).toEqual([4, 2]);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('changes no list when one of them refuses', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const { release } = await buildRelease(db);
    const mine = await buildList(db, { user: me.user });
    const holding = await buildList(db, { user: me.user, items: [{ release }] });
    const theirs = await buildList(db, { user: await buildUser(db) });
    const otherSection = await buildList(db, { user: me.user, items: [{ release, section: 'S' }] });
    const [foreignSection] =
      (
        await server.current.graphql<{ list: { sections: { id: string }[] } }>(
          'query ($id: ID!) { list(id: $id) { sections { id } } }',
          { id: String(otherSection.id) },
        )
      ).body.data?.list.sections ?? [];
    const before = await listTables(db);
    const add = async (
      lists: unknown[],
      entry = item('RELEASE', release.id),
      token: string | null = me.token,
    ) =>
      (await server.current.graphql(ADD_ITEM, { lists, item: entry }, { token: token ?? undefined })).body
        .errors?.[0]?.extensions;
    expect(await add([{ id: String(mine.id) }, { id: String(theirs.id) }])).toEqual({ code: 'FORBIDDEN' });
    expect(await add([{ id: String(mine.id) }, { id: '999999' }])).toEqual({ code: 'NOT_FOUND' });
    expect(await add([{ id: String(mine.id) }, { id: String(holding.id) }])).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'item',
    });
    expect(await add([{ id: String(mine.id), sectionId: foreignSection?.id }])).toEqual({
      code: 'NOT_FOUND',
    });
    expect(await add([{ id: String(mine.id) }], item('SONG', 999_999))).toEqual({ code: 'NOT_FOUND' });
    expect(await add([{ id: String(mine.id) }, { id: String(mine.id) }])).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lists',
    });
    expect(await add([])).toEqual({ code: 'BAD_USER_INPUT', field: 'lists' });
    expect(await add([{ id: String(mine.id) }], item('RELEASE', release.id), null)).toEqual({
      code: 'LOGGED_OUT',
    });
    expect(await listTables(db)).toBe(before);
  });
});

describe('favourites lists', () => {
  it('are one per member and kind, and their items are the member’s favourites', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const [a, b] = await Promise.all([buildRelease(db), buildRelease(db)]);
    const fields = { name: 'Favorite Albums of All Time', isPersonal: true, tags: ['favorite-releases'] };
    const created = await server.current.graphql<{ createList: SavedList }>(
      CREATE_LIST,
      { fields, items: [item('RELEASE', a.release.id)] },
      { token: me.token },
    );
    expect(created.body.errors).toBeUndefined();
    const flags = async () =>
      (
        await server.current.graphql<{
          a: { currentUserHasFavorited: boolean };
          b: { currentUserHasFavorited: boolean };
        }>(
          'query ($a: ID!, $b: ID!) { a: release(id: $a) { currentUserHasFavorited } b: release(id: $b) { currentUserHasFavorited } }',
          { a: String(a.release.id), b: String(b.release.id) },
          { token: me.token },
        )
      ).body.data;
    expect(await flags()).toEqual({
      a: { currentUserHasFavorited: true },
      b: { currentUserHasFavorited: false },
    });
    const before = await listTables(db);
    const twice = await server.current.graphql(CREATE_LIST, { fields, items: [] }, { token: me.token });
    expect(twice.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'tags' });
    expect(await listTables(db)).toBe(before);

    await server.current.graphql(
      ADD_ITEM,
      { lists: [{ id: created.body.data?.createList.id }], item: item('RELEASE', b.release.id) },
      { token: me.token },
    );
    expect(await flags()).toEqual({
      a: { currentUserHasFavorited: true },
      b: { currentUserHasFavorited: true },
    });
    await server.current.graphql(
      'mutation ($id: ID!) { deleteList(id: $id) }',
      { id: created.body.data?.createList.id },
      {
        token: me.token,
      },
    );
    expect(await flags()).toEqual({
      a: { currentUserHasFavorited: false },
      b: { currentUserHasFavorited: false },
    });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});
