import { describe, expect, it } from 'vitest';
import { errorOf, signUp } from './accounts-helpers.ts';
import { buildRelease, buildSong } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const CHECK_ITEMS = /* GraphQL */ `
  mutation checkItems($items: [CheckItemInput!]!) { checkItems(items: $items) }
`;

describe('checkItems', () => {
  const CHECKED = /* GraphQL */ `
    query ($r: ID!, $s: ID!) {
      release(id: $r) { currentUserHasChecked numberOfChecks }
      song(id: $s) { currentUserHasChecked }
      currentUser { numberOfChecks }
    }
  `;

  it("checks a guest's releases and songs in one call, counting each once", async () => {
    const { db } = server.current;
    const member = await signUp(server.current);
    const { release } = await buildRelease(db);
    const song = await buildSong(db);
    const items = [
      { id: String(release.id), type: 'RELEASE' },
      { id: String(song.id), type: 'SONG' },
      { id: String(release.id), type: 'RELEASE' },
    ];
    const { body } = await server.current.graphql(CHECK_ITEMS, { items }, { token: member.token });
    expect(body).toEqual({ data: { checkItems: true } });
    await server.current.graphql(CHECK_ITEMS, { items }, { token: member.token });
    const after = await server.current.graphql(
      CHECKED,
      { r: String(release.id), s: String(song.id) },
      { token: member.token },
    );
    expect(after.body.data).toEqual({
      release: { currentUserHasChecked: true, numberOfChecks: 1 },
      song: { currentUserHasChecked: true },
      currentUser: { numberOfChecks: 2 },
    });
  });

  it('checks nothing when one item does not exist (NOT_FOUND)', async () => {
    const { db } = server.current;
    const member = await signUp(server.current);
    const { release } = await buildRelease(db);
    const items = [
      { id: String(release.id), type: 'RELEASE' },
      { id: '999999', type: 'SONG' },
    ];
    const { body } = await server.current.graphql(CHECK_ITEMS, { items }, { token: member.token });
    expect(errorOf(body).code).toBe('NOT_FOUND');
    const after = await server.current.graphql(
      CHECKED,
      { r: String(release.id), s: '999999' },
      { token: member.token },
    );
    expect(after.body.data).toMatchObject({
      release: { currentUserHasChecked: false, numberOfChecks: 0 },
      currentUser: { numberOfChecks: 0 },
    });
  });

  it('refuses a bad item type and answers LOGGED_OUT to a guest', async () => {
    const member = await signUp(server.current);
    const bad = await server.current.graphql(
      CHECK_ITEMS,
      { items: [{ id: '1', type: 'ARTIST' }] },
      { token: member.token },
    );
    expect(errorOf(bad.body).code).toBe('BAD_USER_INPUT');
    const guest = await server.current.graphql(CHECK_ITEMS, { items: [] });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');
  });
});
