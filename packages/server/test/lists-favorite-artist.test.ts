import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { buildArtist, buildSession } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const FAVORITE = `mutation FavoriteItem($id: ID!, $type: String!) { favoriteItem(id: $id, type: $type) { ... on Artist { id numberOfFavorites currentUserHasFavorited } } }`;
const UNFAVORITE = `mutation UnfavoriteItem($id: ID!, $type: String!) { unfavoriteItem(id: $id, type: $type) { ... on Artist { id numberOfFavorites currentUserHasFavorited } } }`;
const PROFILE = `query UserForProfile($username: String!) { user(username: $username) { id numberOfLists
  favoriteArtistsList { id name itemsCount items(limit: 5) { edges { node { position item { ... on Artist { id } } } } } } } }`;

type Profile = {
  user: {
    numberOfLists: number;
    favoriteArtistsList: {
      name: string;
      itemsCount: number;
      items: { edges: Array<{ node: { position: number; item: { id: string } } }> };
    } | null;
  };
};

describe('favoriting an artist', () => {
  it("puts the artist on the member's favourite-artists list (made when missing), which the profile shows; unfavoriting takes it off", async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const [first, second] = [await buildArtist(db), await buildArtist(db)];
    const profile = async () =>
      (await mutate<Profile>(server.current, PROFILE, { username: user.username }, token)).user;
    expect((await profile()).favoriteArtistsList).toBeNull();

    const favorited = await mutate<{
      favoriteItem: { numberOfFavorites: number; currentUserHasFavorited: boolean };
    }>(server.current, FAVORITE, { id: first.id, type: 'artist' }, token);
    expect(favorited.favoriteItem).toMatchObject({ numberOfFavorites: 1, currentUserHasFavorited: true });
    await mutate(server.current, FAVORITE, { id: second.id, type: 'ARTIST' }, token);
    // Again: nothing moves twice.
    await mutate(server.current, FAVORITE, { id: first.id, type: 'artist' }, token);
    let shown = await profile();
    expect(shown.numberOfLists).toBe(1);
    expect(shown.favoriteArtistsList?.name).toBe('Favorite Artists of All Time');
    expect(shown.favoriteArtistsList?.itemsCount).toBe(2);
    expect(shown.favoriteArtistsList?.items.edges.map(({ node }) => [node.position, node.item.id])).toEqual([
      [0, String(first.id)],
      [1, String(second.id)],
    ]);

    const unfavorited = await mutate<{
      unfavoriteItem: { numberOfFavorites: number; currentUserHasFavorited: boolean };
    }>(server.current, UNFAVORITE, { id: first.id, type: 'artist' }, token);
    expect(unfavorited.unfavoriteItem).toMatchObject({
      numberOfFavorites: 0,
      currentUserHasFavorited: false,
    });
    shown = await profile();
    expect(shown.favoriteArtistsList?.itemsCount).toBe(1);
    expect(shown.favoriteArtistsList?.items.edges.map(({ node }) => [node.position, node.item.id])).toEqual([
      [0, String(second.id)],
    ]);
    const [flags] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from user_artists where user_id = ${user.id}`,
    );
    expect(flags?.n).toBe(1);
  });

  it('refuses a guest and an unknown artist, and changes nothing', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const artist = await buildArtist(db);
    expect((await failure(server.current, FAVORITE, { id: artist.id, type: 'artist' })).code).toBe(
      'LOGGED_OUT',
    );
    expect((await failure(server.current, FAVORITE, { id: 999999, type: 'artist' }, token)).code).toBe(
      'NOT_FOUND',
    );
    const [lists] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lists where created_by_user_id = ${user.id}`,
    );
    expect(lists?.n).toBe(0);
  });
});
