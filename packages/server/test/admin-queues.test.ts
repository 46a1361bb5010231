import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const NEXT = /* GraphQL */ `
  query adminQueryForMb { nextReleaseForMb { count release { id title mbid } } }
`;
const NEXT_VERIFY = /* GraphQL */ `
  query adminQueryForMbVerification { nextReleaseForMbVerification { count release { id mbid mbVerified } } }
`;
const SET = /* GraphQL */ `
  mutation setMusicBrainzRelease($releaseId: ID!, $mbid: String) {
    setMusicBrainzRelease(releaseId: $releaseId, mbid: $mbid) { id mbid mbVerified mbReleaseGroupLink }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation verifyMusicBrainzRelease($id: ID!, $verify: Boolean!) {
    verifyMusicBrainzRelease(id: $id, verify: $verify) { id mbid mbVerified }
  }
`;
const CREATED = /* GraphQL */ `mutation setCreatedMbRelease($id: ID!) { setCreatedMbRelease(id: $id) { id } }`;
const STATS = /* GraphQL */ `
  query CurrentUserForAdminHome { mbDataStats { releases releasesMatched releasesVerified releasesNeedingMbCreated byWeek { week matched verified created } } }
`;
const TO_CREATE = /* GraphQL */ `
  query DataForAdminReleasesList { releasesThatNeedMbCreated(limit: 100) { edges { node { id } } pageInfo { totalCount } } }
`;

const MBID = 'a1b2c3d4-0000-4000-8000-00000000000';

async function staff(role: 'admin' | 'support') {
  const user = await buildUser(server.current.db, role === 'admin' ? { isAdmin: true } : { isSupport: true });
  return buildSession(server.current.db, { user });
}

describe('the MusicBrainz staff queues', () => {
  it('are for staff only: members are FORBIDDEN, guests LOGGED_OUT', async () => {
    const member = await buildSession(server.current.db);
    const { release } = await buildRelease(server.current.db);
    for (const [query, variables] of [
      [NEXT, {}],
      [STATS, {}],
      [TO_CREATE, {}],
      [SET, { releaseId: String(release.id), mbid: `${MBID}1` }],
      [VERIFY, { id: String(release.id), verify: true }],
      [CREATED, { id: String(release.id) }],
    ] as const) {
      const refused = await server.current.graphql(query, variables, { token: member.token });
      expect(refused.body.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
      const guest = await server.current.graphql(query, variables);
      expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGGED_OUT');
    }
    const support = await staff('support');
    const adminOnly = await server.current.graphql(STATS, {}, { token: support.token });
    expect(adminOnly.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('never give two staff members working at once the same item', async () => {
    for (let i = 0; i < 4; i++) await buildRelease(server.current.db);
    const [a, b] = await Promise.all([staff('support'), staff('support')]);
    const [first, second] = await Promise.all([
      server.current.graphql<{ nextReleaseForMb: { release: { id: string } } }>(NEXT, {}, { token: a.token }),
      server.current.graphql<{ nextReleaseForMb: { release: { id: string } } }>(NEXT, {}, { token: b.token }),
    ]);
    const idA = first.body.data?.nextReleaseForMb.release.id;
    const idB = second.body.data?.nextReleaseForMb.release.id;
    expect(idA).toBeDefined();
    expect(idB).toBeDefined();
    expect(idA).not.toBe(idB);
    // Asking again keeps one's own item.
    const again = await server.current.graphql<{ nextReleaseForMb: { release: { id: string } } }>(
      NEXT,
      {},
      { token: a.token },
    );
    expect(again.body.data?.nextReleaseForMb.release.id).toBe(idA);
  });

  it('match, verify or reject, mark created: each recorded with who and when, and the figures move', async () => {
    const admin = await staff('admin');
    const { release } = await buildRelease(server.current.db);
    const releaseId = String(release.id);
    const bad = await server.current.graphql(SET, { releaseId, mbid: 'not-a-uuid' }, { token: admin.token });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mbid' });
    const missing = await server.current.graphql(
      SET,
      { releaseId: '999999', mbid: `${MBID}2` },
      { token: admin.token },
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const set = await server.current.graphql<{ setMusicBrainzRelease: Record<string, unknown> }>(
      SET,
      { releaseId, mbid: `${MBID}2`.toUpperCase() },
      { token: admin.token },
    );
    expect(set.body.data?.setMusicBrainzRelease).toMatchObject({ mbid: `${MBID}2`, mbVerified: false });
    const other = await buildRelease(server.current.db);
    const taken = await server.current.graphql(
      SET,
      { releaseId: String(other.release.id), mbid: `${MBID}2` },
      { token: admin.token },
    );
    expect(taken.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mbid' });

    const rejected = await server.current.graphql<{ verifyMusicBrainzRelease: Record<string, unknown> }>(
      VERIFY,
      { id: releaseId, verify: false },
      { token: admin.token },
    );
    expect(rejected.body.data?.verifyMusicBrainzRelease).toMatchObject({ mbid: null, mbVerified: false });
    await server.current.graphql(SET, { releaseId, mbid: `${MBID}3` }, { token: admin.token });
    const verified = await server.current.graphql<{ verifyMusicBrainzRelease: Record<string, unknown> }>(
      VERIFY,
      { id: releaseId, verify: true },
      { token: admin.token },
    );
    expect(verified.body.data?.verifyMusicBrainzRelease).toMatchObject({
      mbid: `${MBID}3`,
      mbVerified: true,
    });

    const created = await server.current.graphql(
      CREATED,
      { id: String(other.release.id) },
      { token: admin.token },
    );
    expect(created.body.errors).toBeUndefined();
    const list = await server.current.graphql<{
      releasesThatNeedMbCreated: { edges: Array<{ node: { id: string } }> };
    }>(TO_CREATE, {}, { token: admin.token });
    const ids = list.body.data?.releasesThatNeedMbCreated.edges.map((edge) => edge.node.id) ?? [];
    expect(ids).not.toContain(String(other.release.id));
    expect(ids).not.toContain(releaseId);

    const audit = await selectRows<{ action: string; user_id: number }>(
      server.current.db,
      sql`select action, user_id from staff_actions where release_id in (${release.id}, ${other.release.id}) order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['MATCH', 'VERIFY', 'MATCH', 'VERIFY', 'MARK_CREATED']);
    expect(new Set(audit.map((row) => row.user_id))).toEqual(new Set([admin.user.id]));
    const stats = await server.current.graphql<{
      mbDataStats: {
        releasesVerified: number;
        byWeek: Array<{ matched: number; verified: number; created: number }>;
      };
    }>(STATS, {}, { token: admin.token });
    expect(stats.body.data?.mbDataStats.releasesVerified).toBeGreaterThanOrEqual(1);
    expect(stats.body.data?.mbDataStats.byWeek[0]).toMatchObject({ matched: 2, verified: 1, created: 1 });
  });

  it('offers a matched release for verification once, to one staff member', async () => {
    const admin = await staff('admin');
    const { release } = await buildRelease(server.current.db);
    await server.current.graphql(
      SET,
      { releaseId: String(release.id), mbid: `${MBID}9` },
      { token: admin.token },
    );
    const support = await staff('support');
    const next = await server.current.graphql<{
      nextReleaseForMbVerification: { count: number; release: { id: string } };
    }>(NEXT_VERIFY, {}, { token: support.token });
    expect(next.body.data?.nextReleaseForMbVerification.count).toBeGreaterThanOrEqual(1);
    expect(next.body.data?.nextReleaseForMbVerification.release).toBeTruthy();
  });
});
