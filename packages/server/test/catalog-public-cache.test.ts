import { describe, expect, it } from 'vitest';
import { forgetRelease } from '../src/modules/catalog/public-cache.ts';
import { buildRelease, buildSession } from './factories.ts';
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
