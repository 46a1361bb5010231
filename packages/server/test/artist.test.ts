import { describe, expect, it } from 'vitest';
import type { ArtistRow } from '../src/db/rows.ts';
import { userArtists } from '../src/db/schema/index.ts';
import { buildArtist, buildCheck, buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const DISCOGRAPHY = /* GraphQL */ `
  query artistQueryForArtistReleases(
    $id: ID!, $releaseSortBy: ReleaseSortBy, $primaryTypes: [ReleasePrimaryType!],
    $secondaryTypes: [ReleaseSecondaryType!], $offset: Int, $limit: Int
  ) {
    artist(id: $id) {
      releases(releaseSortBy: $releaseSortBy, primaryTypes: $primaryTypes, secondaryTypes: $secondaryTypes,
               offset: $offset, limit: $limit) {
        edges { node { title } }
        pageInfo { hasMore totalCount }
        currentUserNumberOfChecks
      }
    }
  }
`;

type Discography = {
  artist: {
    releases: {
      edges: { node: { title: string } }[];
      pageInfo: { hasMore: boolean; totalCount: number };
      currentUserNumberOfChecks: number;
    };
  } | null;
};

async function titles(artist: ArtistRow, variables: Record<string, unknown>, token?: string) {
  const { body } = await server.current.graphql<Discography>(
    DISCOGRAPHY,
    { id: String(artist.id), ...variables },
    token ? { token } : {},
  );
  expect(body.errors).toBeUndefined();
  const page = body.data?.artist?.releases;
  return { titles: page?.edges.map((edge) => edge.node.title), page };
}

describe('artist(id)', () => {
  it('answers the artist, a drawn image and null for missing or malformed ids', async () => {
    const artist = await buildArtist(server.current.db, { name: 'Nina', profile: 'Pianist' });
    const { body } = await server.current.graphql(
      'query A($id: ID!) { artist(id: $id) { id name image link profile currentUserHasFavorited } }',
      { id: String(artist.id) },
    );
    expect(body.data).toEqual({
      artist: {
        id: String(artist.id),
        name: 'Nina',
        image: `/covers/artists/${artist.id}.svg`,
        link: `/artists/${artist.id}`,
        profile: 'Pianist',
        currentUserHasFavorited: false,
      },
    });
    for (const id of ['424242', 'x1']) {
      const missing = await server.current.graphql('query A($id: ID!) { artist(id: $id) { id } }', { id });
      expect(missing.body).toEqual({ data: { artist: null } });
    }
  });

  it('filters, sorts and pages the discography, and counts what the member checked', async () => {
    const { db } = server.current;
    const artist = await buildArtist(db);
    const artists = [artist];
    const a = await buildRelease(db, { artists, title: 'Apple', year: 2001 });
    await buildRelease(db, { artists, title: 'Banana', year: 2005 });
    await buildRelease(db, { artists, title: 'Cherry', year: 1999 });
    await buildRelease(db, { artists, title: 'Live Set', year: 2003, secondaryTypes: ['LIVE'] });
    await buildRelease(db, { artists, title: 'Mixed', year: 2004, secondaryTypes: ['LIVE', 'REMIX'] });
    await buildRelease(db, { artists, title: 'Single One', year: 2006, primaryType: 'SINGLE' });
    await buildRelease(db, { title: 'Somebody Else', year: 2010 });
    const { token, user } = await buildSession(db);
    await buildCheck(db, { user, release: a.release });

    expect((await titles(artist, {})).titles).toEqual(['Banana', 'Apple', 'Cherry']);
    expect((await titles(artist, { releaseSortBy: 'YEAR_OLDEST' })).titles).toEqual([
      'Cherry',
      'Apple',
      'Banana',
    ]);
    expect((await titles(artist, { releaseSortBy: 'TITLE_DESC' })).titles).toEqual([
      'Cherry',
      'Banana',
      'Apple',
    ]);
    expect((await titles(artist, { releaseSortBy: 'TITLE_ASC', secondaryTypes: ['LIVE'] })).titles).toEqual([
      'Apple',
      'Banana',
      'Cherry',
      'Live Set',
      'Mixed',
    ]);
    expect((await titles(artist, { secondaryTypes: ['REMIX'] })).titles).toEqual([
      'Banana',
      'Mixed',
      'Apple',
      'Cherry',
    ]);
    expect((await titles(artist, { primaryTypes: ['SINGLE', 'ALBUM'] })).titles).toEqual([
      'Single One',
      'Banana',
      'Apple',
      'Cherry',
    ]);
    const random = await titles(artist, { releaseSortBy: 'RANDOM' });
    expect(random.titles?.slice().sort()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect((await titles(artist, { releaseSortBy: 'RANDOM' })).titles).toEqual(random.titles);

    const first = await titles(artist, { limit: 2 }, token);
    expect(first.titles).toEqual(['Banana', 'Apple']);
    expect(first.page?.pageInfo).toEqual({ hasMore: true, totalCount: 3 });
    expect(first.page?.currentUserNumberOfChecks).toBe(1);
    const second = await titles(artist, { limit: 2, offset: 2 });
    expect(second.titles).toEqual(['Cherry']);
    expect(second.page?.pageInfo).toEqual({ hasMore: false, totalCount: 3 });
    expect(second.page?.currentUserNumberOfChecks).toBe(0);

    const stats = await server.current.graphql<{ artist: { releaseStats: string } }>(
      'query S($id: ID!) { artist(id: $id) { releaseStats } }',
      { id: String(artist.id) },
    );
    expect(JSON.parse(stats.body.data?.artist.releaseStats ?? '{}')).toEqual({
      ALBUM: { 'No secondary': 3, LIVE: 2, REMIX: 1 },
      SINGLE: { 'No secondary': 1 },
    });
  });

  it('lists the members who favorited the artist, with follow flags', async () => {
    const { db } = server.current;
    const artist = await buildArtist(db);
    const fan = await buildUser(db, { username: 'bigfan' });
    await db.insert(userArtists).values({ userId: fan.id, artistId: artist.id });
    const { token } = await buildSession(db);
    const { body } = await server.current.graphql(
      'query U($id: ID!) { artist(id: $id) { currentUserHasFavorited users { edges { node { username isFollowedByCurrentUser } } pageInfo { totalCount } } } }',
      { id: String(artist.id) },
      { token },
    );
    expect(body.data).toEqual({
      artist: {
        currentUserHasFavorited: false,
        users: {
          edges: [{ node: { username: 'bigfan', isFollowedByCurrentUser: false } }],
          pageInfo: { totalCount: 1 },
        },
      },
    });
  });
});
