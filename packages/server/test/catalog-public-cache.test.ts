import { describe, expect, it } from 'vitest';
import { forgetRelease } from '../src/modules/catalog/public-cache.ts';
import { buildArtist, buildRelease, buildSession } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RELEASE_PAGE = /* GraphQL */ `
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id title numberOfChecks currentUserHasChecked
      artists { id name }
      tracks { position title artists { id name } song { id title } }
    }
  }
`;
type Page = {
  release: {
    title: string;
    numberOfChecks: number;
    currentUserHasChecked: boolean;
    tracks: Array<{ title: string; artists: Array<{ name: string }>; song: { title: string } }>;
  };
};

describe('the public part of the release page, kept between requests', () => {
  it('answers a guest from memory the second time, with the same page', async () => {
    const { release } = await buildRelease(server.current.db, { tracks: 5 });
    const first = await server.current.recorded<Page>(RELEASE_PAGE, { id: String(release.id) });
    const second = await server.current.recorded<Page>(RELEASE_PAGE, { id: String(release.id) });
    expect(first.statements.length).toBeGreaterThanOrEqual(3);
    expect(second.statements).toEqual([]);
    expect(second.body).toEqual(first.body);
    expect(second.body.data?.release.tracks).toHaveLength(5);
    expect(second.body.data?.release.tracks[0]?.artists.length).toBeGreaterThan(0);
  });

  it('shows a member the count they just changed on their next read, whatever guests were shown', async () => {
    const { release } = await buildRelease(server.current.db, { tracks: 2 });
    const id = String(release.id);
    const { token } = await buildSession(server.current.db);
    await server.current.graphql<Page>(RELEASE_PAGE, { id });
    const checked = await server.current.graphql(
      'mutation ($id: ID!) { checkRelease(releaseId: $id) { id numberOfChecks } }',
      { id },
      { token },
    );
    expect(checked.body.errors).toBeUndefined();
    const member = await server.current.graphql<Page>(RELEASE_PAGE, { id }, { token });
    expect(member.body.data?.release).toMatchObject({ numberOfChecks: 1, currentUserHasChecked: true });
    // A guest may see the count trail for up to RELEASE_TTL_MS (30 s), never the member's flags.
    const guest = await server.current.graphql<Page>(RELEASE_PAGE, { id });
    expect(guest.body.data?.release.currentUserHasChecked).toBe(false);
    expect([0, 1]).toContain(guest.body.data?.release.numberOfChecks);
  });

  it('forgets a release on request (a metadata edit through this server)', async () => {
    const { release } = await buildRelease(server.current.db, { tracks: 1 });
    const id = String(release.id);
    await server.current.graphql<Page>(RELEASE_PAGE, { id });
    forgetRelease(server.current.db, release.id);
    const again = await server.current.recorded<Page>(RELEASE_PAGE, { id });
    expect(again.statements.length).toBeGreaterThanOrEqual(3);
  });
});

const ARTIST_PAGE = /* GraphQL */ `
  query artistPage($id: ID!, $primaryTypes: [ReleasePrimaryType!]) {
    artist(id: $id) {
      id name numberOfFavorites
      releases(primaryTypes: $primaryTypes, limit: 2) {
        edges { node { id title numberOfChecks currentUserHasChecked artists { id name } } }
        pageInfo { hasMore totalCount }
        currentUserNumberOfChecks
      }
    }
  }
`;
type ArtistPage = {
  artist: {
    name: string;
    releases: {
      edges: Array<{ node: { id: string; numberOfChecks: number; currentUserHasChecked: boolean } }>;
      pageInfo: { hasMore: boolean; totalCount: number };
      currentUserNumberOfChecks: number;
    };
  };
};

describe('the public part of the artist page, kept between requests', () => {
  it('answers a guest from memory the second time: the header and the first discography page', async () => {
    const artist = await buildArtist(server.current.db);
    for (const year of [2001, 2002, 2003]) await buildRelease(server.current.db, { artists: [artist], year });
    const first = await server.current.recorded<ArtistPage>(ARTIST_PAGE, { id: String(artist.id) });
    const second = await server.current.recorded<ArtistPage>(ARTIST_PAGE, { id: String(artist.id) });
    expect(first.statements.length).toBeGreaterThanOrEqual(3);
    expect(second.statements).toEqual([]);
    expect(second.body).toEqual(first.body);
    expect(second.body.data?.artist.releases.edges).toHaveLength(2);
    expect(second.body.data?.artist.releases.pageInfo).toEqual({ hasMore: true, totalCount: 3 });
  });

  it('counts an artist’s releases by type once for guests who open the page together', async () => {
    const artist = await buildArtist(server.current.db);
    for (const primaryType of ['ALBUM', 'EP', 'SINGLE'] as const)
      await buildRelease(server.current.db, { artists: [artist], primaryType });
    const HEADER = 'query ($id: ID!) { artist(id: $id) { id releaseStats } }';
    const views = await Promise.all(
      [1, 2, 3].map(() =>
        server.current.recorded<{ artist: { releaseStats: string } }>(HEADER, { id: String(artist.id) }),
      ),
    );
    const counted = views
      .flatMap((view) => view.statements)
      .filter((s) => /release_primary_type/.test(s.sql));
    expect(counted).toHaveLength(1);
    for (const view of views)
      expect(JSON.parse(view.body.data?.artist.releaseStats ?? '{}')).toEqual({
        ALBUM: { 'No secondary': 1 },
        EP: { 'No secondary': 1 },
        SINGLE: { 'No secondary': 1 },
      });
  });

  it('keeps each filter apart', async () => {
    const artist = await buildArtist(server.current.db);
    await buildRelease(server.current.db, { artists: [artist], primaryType: 'ALBUM' });
    const { release: ep } = await buildRelease(server.current.db, { artists: [artist], primaryType: 'EP' });
    await server.current.graphql<ArtistPage>(ARTIST_PAGE, { id: String(artist.id) });
    const eps = await server.current.graphql<ArtistPage>(ARTIST_PAGE, {
      id: String(artist.id),
      primaryTypes: ['EP'],
    });
    expect(eps.body.data?.artist.releases.edges.map((edge) => edge.node.id)).toEqual([String(ep.id)]);
  });

  it('shows a member the count they just changed on their next read, whatever guests were shown', async () => {
    const artist = await buildArtist(server.current.db);
    const { release } = await buildRelease(server.current.db, { artists: [artist] });
    const variables = { id: String(artist.id) };
    const { token } = await buildSession(server.current.db);
    await server.current.graphql<ArtistPage>(ARTIST_PAGE, variables);
    const checked = await server.current.graphql(
      'mutation ($id: ID!) { checkRelease(releaseId: $id) { id } }',
      { id: String(release.id) },
      { token },
    );
    expect(checked.body.errors).toBeUndefined();
    const member = await server.current.graphql<ArtistPage>(ARTIST_PAGE, variables, { token });
    expect(member.body.data?.artist.releases.currentUserNumberOfChecks).toBe(1);
    expect(member.body.data?.artist.releases.edges[0]?.node).toMatchObject({
      numberOfChecks: 1,
      currentUserHasChecked: true,
    });
    // A guest may see the count trail for up to RELEASE_TTL_MS (30 s), never the member's flags.
    const guest = await server.current.graphql<ArtistPage>(ARTIST_PAGE, variables);
    expect(guest.body.data?.artist.releases.currentUserNumberOfChecks).toBe(0);
    expect(guest.body.data?.artist.releases.edges[0]?.node.currentUserHasChecked).toBe(false);
    expect([0, 1]).toContain(guest.body.data?.artist.releases.edges[0]?.node.numberOfChecks);
  });

  it("gives members the same page of releases without reading the discography again, but in an order by the member's ratings", async () => {
    const artist = await buildArtist(server.current.db);
    for (const year of [1999, 2000, 2001]) await buildRelease(server.current.db, { artists: [artist], year });
    const { token } = await buildSession(server.current.db);
    // Statements under the discography's filter: the page, its total, a member's checks among it.
    const underFilter = (statements: { sql: string }[]) =>
      statements.filter((statement) => /"release_artists"\."artist_id" = \$\d/.test(statement.sql)).length;
    const variables = { id: String(artist.id) };
    const guest = await server.current.recorded<ArtistPage>(ARTIST_PAGE, variables);
    expect(underFilter(guest.statements)).toBe(2);
    // Which releases and how many: the page everyone sees (an artist's largest discographies are
    // tens of thousands of releases); the member's rows and flags are still read for them.
    const member = await server.current.recorded<ArtistPage>(ARTIST_PAGE, variables, { token });
    expect(underFilter(member.statements)).toBe(1);
    expect(member.body.data?.artist.releases.edges.map((edge) => edge.node.id)).toEqual(
      guest.body.data?.artist.releases.edges.map((edge) => edge.node.id),
    );
    expect(member.body.data?.artist.releases.pageInfo).toEqual({ hasMore: true, totalCount: 3 });
    const byRating = /* GraphQL */ `query ($id: ID!) { artist(id: $id) { id
      releases(releaseSortBy: RATING_HIGHEST, limit: 2) { edges { node { id } } pageInfo { totalCount } } } }`;
    await server.current.graphql(byRating, variables, { token });
    const again = await server.current.recorded(byRating, variables, { token });
    // Its page and its total, read for the member each time.
    expect(underFilter(again.statements)).toBe(2);
  });
});
