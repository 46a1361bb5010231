import { readListFields } from '@earmark/shared';
import { describe, expect, it } from 'vitest';
import { createList } from '../src/modules/lists/commands/create-list.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildArtist, buildList, buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import {
  CREATE_LIST,
  DELETE_LIST,
  item,
  layout,
  listTables,
  type SavedList,
  UPDATE_LIST,
} from './lists-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Best of the nineties',
  isPersonal: true,
  ...overrides,
});

describe('createList and updateList', () => {
  it('creates a sectioned list in order, with counters, and replaces its content on update', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const [a, b, c] = await Promise.all([buildRelease(db), buildRelease(db), buildRelease(db)]);
    const song = await buildSong(db);
    const artist = await buildArtist(db);
    const created = await server.current.graphql<{ createList: SavedList }>(
      CREATE_LIST,
      {
        fields: fields({ description: ' Ranked. ', yearStart: 1990, yearEnd: 1999, tags: ['Rock'] }),
        items: [item('RELEASE', a.release.id, 'Opener'), item('SONG', song.id)],
        sections: [
          { title: 'Deep cuts', items: [item('RELEASE', b.release.id), item('ARTIST', artist.id)] },
          { title: 'Empty', items: [] },
        ],
      },
      { token: me.token },
    );
    expect(created.body.errors).toBeUndefined();
    const list = created.body.data?.createList;
    expect(list).toMatchObject({ period: 'decade', tags: ['rock'], itemsCount: 4, isEditable: true });
    expect(list?.sections.map((s) => [s.title, s.position])).toEqual([
      ['Deep cuts', 0],
      ['Empty', 1],
    ]);
    expect(layout(list)).toEqual([
      `Release:${a.release.id}@-`,
      `Song:${song.id}@-`,
      `Release:${b.release.id}@Deep cuts`,
      `Artist:${artist.id}@Deep cuts`,
    ]);
    expect(list?.items.edges[0]?.node.description).toBe('Opener');
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);

    const updated = await server.current.graphql<{ updateList: SavedList }>(
      UPDATE_LIST,
      {
        listId: list?.id,
        fields: fields({ name: 'Renamed', yearStart: 1994, yearEnd: 1994 }),
        items: [],
        sections: [{ title: 'Only', items: [item('RELEASE', c.release.id), item('RELEASE', a.release.id)] }],
      },
      { token: me.token },
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateList).toMatchObject({
      name: 'Renamed',
      period: 'year',
      tags: ['rock'],
      itemsCount: 2,
    });
    expect(layout(updated.body.data?.updateList)).toEqual([
      `Release:${c.release.id}@Only`,
      `Release:${a.release.id}@Only`,
    ]);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it("refuses a save from an editor opened before the list's last change, and changes nothing", async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const [a, b] = await Promise.all([buildRelease(db), buildRelease(db)]);
    const SAVE = /* GraphQL */ `
      mutation save($listId: ID!, $fields: ListFieldsInput!, $items: [ListItemInput!]!, $expected: String) {
        updateList(listId: $listId, fields: $fields, items: $items, expectedUpdatedAt: $expected) {
          updatedAt itemsCount description
        }
      }`;
    type Saved = { updateList: { updatedAt: string; itemsCount: number; description: string | null } };
    const created = await server.current.graphql<{ createList: { id: string } }>(
      CREATE_LIST,
      { fields: fields(), items: [item('RELEASE', a.release.id)] },
      { token: me.token },
    );
    const listId = created.body.data?.createList.id;
    const opened = await server.current.graphql<{ list: { updatedAt: string } }>(
      'query($id: ID!) { list(id: $id) { updatedAt } }',
      { id: listId },
      { token: me.token },
    );
    const loadedAt = opened.body.data?.list.updatedAt;
    // Two editors opened at that time. The first saves an added item...
    const first = await server.current.graphql<Saved>(
      SAVE,
      {
        listId,
        fields: fields(),
        items: [item('RELEASE', a.release.id), item('RELEASE', b.release.id)],
        expected: loadedAt,
      },
      { token: me.token },
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.updateList.itemsCount).toBe(2);
    expect(first.body.data?.updateList.updatedAt).not.toBe(loadedAt);
    // ...then the second, still holding one item, changes the description: refused, nothing written.
    const second = await server.current.graphql<Saved>(
      SAVE,
      {
        listId,
        fields: fields({ description: 'Stale' }),
        items: [item('RELEASE', a.release.id)],
        expected: loadedAt,
      },
      { token: me.token },
    );
    expect(second.body.errors?.[0]).toMatchObject({
      message:
        'This list was changed elsewhere since you opened it. Reload the editor to see the changes, then edit again.',
      extensions: { code: 'BAD_USER_INPUT', field: 'expectedUpdatedAt' },
    });
    const after = await server.current.graphql<{ list: { itemsCount: number; description: string | null } }>(
      'query($id: ID!) { list(id: $id) { itemsCount description } }',
      { id: listId },
      { token: me.token },
    );
    expect(after.body.data?.list).toEqual({ itemsCount: 2, description: null });
    // With the time the first save answered, the next save goes through; a time that is no time is refused.
    const next = await server.current.graphql<Saved>(
      SAVE,
      {
        listId,
        fields: fields({ description: 'Fresh' }),
        items: [item('RELEASE', a.release.id)],
        expected: first.body.data?.updateList.updatedAt,
      },
      { token: me.token },
    );
    expect(next.body.data?.updateList).toMatchObject({ itemsCount: 1, description: 'Fresh' });
    const garbled = await server.current.graphql<Saved>(
      SAVE,
      { listId, fields: fields(), items: [], expected: 'yesterday' },
      { token: me.token },
    );
    expect(garbled.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'expectedUpdatedAt',
    });
  });

  it('keeps the order of a long list exactly', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const releases = [];
    for (let i = 0; i < 60; i++) releases.push((await buildRelease(db)).release);
    const items = releases.map((release) => item('RELEASE', release.id));
    const reversed = [...items].reverse();
    const { body } = await server.current.graphql<{ createList: SavedList }>(
      CREATE_LIST,
      {
        fields: fields(),
        items: items.slice(0, 30),
        sections: [{ title: 'Rest', items: reversed.slice(0, 30) }],
      },
      { token: me.token },
    );
    expect(body.errors).toBeUndefined();
    expect(layout(body.data?.createList).map((entry) => entry.split('@')[0])).toEqual(
      [...items.slice(0, 30), ...reversed.slice(0, 30)].map((entry) => `Release:${entry.id}`),
    );
  });

  it('refuses bad input with the contract error and changes nothing', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const { release } = await buildRelease(db);
    const good = [item('RELEASE', release.id)];
    const year = new Date().getUTCFullYear();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ fields: fields({ name: '  ' }), items: good }, 'BAD_USER_INPUT', 'name'],
      [{ fields: fields({ name: 'x'.repeat(201) }), items: good }, 'BAD_USER_INPUT', 'name'],
      [{ fields: fields({ isPersonal: false }), items: good }, 'BAD_USER_INPUT', 'curator'],
      [{ fields: fields({ yearStart: 1990 }), items: good }, 'BAD_USER_INPUT', 'yearEnd'],
      [{ fields: fields({ yearEnd: 1990 }), items: good }, 'BAD_USER_INPUT', 'yearStart'],
      [{ fields: fields({ yearStart: 1889, yearEnd: 1900 }), items: good }, 'BAD_USER_INPUT', 'yearStart'],
      [{ fields: fields({ yearStart: 2000, yearEnd: year + 1 }), items: good }, 'BAD_USER_INPUT', 'yearEnd'],
      [{ fields: fields({ yearStart: 2000, yearEnd: 1999 }), items: good }, 'BAD_USER_INPUT', 'yearEnd'],
      [{ fields: fields({ description: 'x'.repeat(5001) }), items: good }, 'BAD_USER_INPUT', 'description'],
      [{ fields: fields({ url: 'javascript:alert(1)' }), items: good }, 'BAD_USER_INPUT', 'url'],
      [
        { fields: fields(), items: [item('RELEASE', release.id, 'x'.repeat(2001))] },
        'BAD_USER_INPUT',
        'items[0].description',
      ],
      [{ fields: fields(), items: [...good, ...good] }, 'BAD_USER_INPUT', 'items'],
      [{ fields: fields(), items: good, sections: [{ title: 'S', items: good }] }, 'BAD_USER_INPUT', 'items'],
      [
        {
          fields: fields(),
          items: [],
          sections: Array.from({ length: 101 }, () => ({ title: 'S', items: [] })),
        },
        'BAD_USER_INPUT',
        'sections',
      ],
      [
        { fields: fields(), items: [], sections: [{ title: ' ', items: [] }] },
        'BAD_USER_INPUT',
        'sections[0].title',
      ],
      [{ fields: fields(), items: [item('RELEASE', 999_999)] }, 'NOT_FOUND', undefined],
      [{ fields: fields(), items: [item('SONG', release.id + 999_999)] }, 'NOT_FOUND', undefined],
      [{ fields: fields(), items: [item('ARTIST', Number.NaN)] }, 'NOT_FOUND', undefined],
      [{ fields: fields({ tags: ['favorite-songs'] }), items: good }, 'BAD_USER_INPUT', 'items'],
    ];
    const before = await listTables(db);
    for (const [variables, code, field] of cases) {
      const { body } = await server.current.graphql(CREATE_LIST, variables, { token: me.token });
      expect(body.errors?.[0]?.extensions, JSON.stringify(variables).slice(0, 120)).toEqual(
        field ? { code, field } : { code },
      );
    }
    const guest = await server.current.graphql(CREATE_LIST, { fields: fields(), items: good });
    expect(guest.body.errors?.[0]).toMatchObject({ extensions: { code: 'LOGGED_OUT' } });
    expect(guest.body.errors?.[0]?.message).toContain('loggedOut');
    expect(await listTables(db)).toBe(before);
  });

  it('answers 5,001 items through the API with BAD_USER_INPUT, not a size refusal: a full list fits a request', async () => {
    const me = await buildSession(server.current.db);
    const items = Array.from({ length: 5001 }, (_, i) => ({ id: String(i + 1), source: 'RELEASE' }));
    const before = await listTables(server.current.db);
    const { status, body } = await server.current.graphql(
      CREATE_LIST,
      { fields: fields(), items },
      { token: me.token },
    );
    expect(status).not.toBe(413);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'items' });
    expect(await listTables(server.current.db)).toBe(before);
  });

  it('refuses more than 5,000 items in the command itself', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const items = Array.from({ length: 5001 }, (_, i) => ({
      type: 'RELEASE' as const,
      id: i + 1,
      description: null,
    }));
    const before = await listTables(db);
    await expect(
      createList(db, me.user.id, readListFields(fields()), { items, sections: [] }),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'items' },
    });
    expect(await listTables(db)).toBe(before);
  });

  it('updates and deletes only an editable list', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const other = await buildSession(db);
    const admin = await buildSession(db, { user: await buildUser(db, { isAdmin: true }) });
    const { release } = await buildRelease(db);
    const mine = await buildList(db, { user: me.user, items: [{ release }] });
    const official = await buildList(db, { user: null, isOfficial: true, isPersonal: false, curator: 'Mag' });
    const before = await listTables(db);
    const update = (token: string | undefined, listId: number | string) =>
      server.current.graphql(UPDATE_LIST, { listId: String(listId), fields: fields(), items: [] }, { token });
    expect((await update(other.token, mine.id)).body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
    expect((await update(me.token, official.id)).body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
    expect((await update(me.token, 987_654)).body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    expect((await update(me.token, 'abc')).body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    expect((await update(undefined, mine.id)).body.errors?.[0]?.extensions).toEqual({ code: 'LOGGED_OUT' });
    const remove = (token: string | undefined, id: number) =>
      server.current.graphql<{ deleteList: boolean }>(DELETE_LIST, { id: String(id) }, { token });
    expect((await remove(other.token, mine.id)).body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
    expect((await remove(undefined, mine.id)).body.errors?.[0]?.extensions).toEqual({ code: 'LOGGED_OUT' });
    expect((await remove(me.token, 987_654)).body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(await listTables(db)).toBe(before);

    const asAdmin = await server.current.graphql<{ updateList: SavedList }>(
      UPDATE_LIST,
      { listId: String(official.id), fields: fields({ isPersonal: false, curator: 'Mag' }), items: [] },
      { token: admin.token },
    );
    expect(asAdmin.body.errors).toBeUndefined();
    expect((await remove(me.token, mine.id)).body).toEqual({ data: { deleteList: true } });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});
