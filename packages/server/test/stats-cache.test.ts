import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { recordListens } from '../src/modules/listens/index.ts';
import { buildArtist, buildCheck, buildList, buildLog, buildRelease, buildSession } from './factories.ts';
import { REVIEW, STATS } from './stats-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const YEAR = new Date().getUTCFullYear();

/** Statements of a recorded request, without the transaction's begin and commit (pg logs them, PGlite not). */
const counted = (statements: Array<{ sql: string }>) =>
  statements.filter((statement) => !/^\s*(begin|commit)\b/i.test(statement.sql)).length;

type Member = Awaited<ReturnType<typeof buildMember>>;

async function buildMember() {
  const { db } = server.current;
  const session = await buildSession(db);
  const artist = await buildArtist(db, { name: 'Cached Artist' });
  const a = await buildRelease(db, { artists: [artist], tracks: 2, year: 1994, genres: ['rock'] });
  const b = await buildRelease(db, { artists: [artist], year: 2011, genres: ['jazz'] });
  const c = await buildRelease(db, { artists: [artist], year: 2020, genres: ['pop'] });
  await buildCheck(db, { user: session.user, release: a.release, checkedAt: new Date(), rating: 4 });
  await buildLog(db, { user: session.user, release: a.release, date: `${YEAR}-01-02`, review: 'Words.' });
  return { ...session, a, b, c };
}

/** The three pages (a year, all time, the year in review) as a guest sees them, with statement counts. */
async function pages(member: Member) {
  const username = member.user.username;
  const year = await server.current.recorded(STATS, { username, year: YEAR });
  const all = await server.current.recorded(STATS, { username });
  const review = await server.current.recorded(REVIEW, { username, year: YEAR });
  for (const page of [year, all, review]) expect(page.body.errors).toBeUndefined();
  return {
    bodies: [year.body.data, all.body.data, review.body.data],
    counts: [counted(year.statements), counted(all.statements), counted(review.statements)],
    statements: [year.statements, all.statements, review.statements],
  };
}

/** The pages computed afresh: the member's cached rows dropped first. */
async function freshPages(member: Member) {
  await server.current.db.execute(sql`delete from member_stats_cache where user_id = ${member.user.id}`);
  return (await pages(member)).bodies;
}

async function mutate(member: Member, query: string, variables: Record<string, unknown>) {
  const result = await server.current.graphql<Record<string, { id?: string }>>(query, variables, {
    token: member.token,
  });
  expect(result.body.errors).toBeUndefined();
  return result.body.data;
}

async function versionOf(userId: number): Promise<number> {
  const [row] = await selectRows<{ v: number }>(
    server.current.db,
    sql`select stats_version::int as v from users where id = ${userId}`,
  );
  return row?.v ?? -1;
}

let member: Member;
beforeAll(async () => {
  member = await buildMember();
});

describe('stats pages through the cache', () => {
  it('a second view is served from the cache: one statement a page after the member’s row', async () => {
    const first = await pages(member);
    const second = await pages(member);
    expect(second.bodies).toEqual(first.bodies);
    // The member's row, then the page at the member's version.
    expect(second.counts).toEqual([2, 2, 2]);
    for (const statements of second.statements)
      expect(statements.filter((statement) => /member_stats_cache/.test(statement.sql))).toHaveLength(1);
    expect(first.counts.every((count) => count > 2)).toBe(true);
    const [row] = await selectRows<{ n: number }>(
      server.current.db,
      sql`select count(*)::int as n from member_stats_cache where user_id = ${member.user.id}`,
    );
    expect(row?.n).toBe(3);
  });

  const LOG = `mutation ($releaseId: ID!, $fields: LogFieldsInput!) { logRelease(releaseId: $releaseId, fields: $fields) { id } }`;
  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      'check',
      () =>
        mutate(member, 'mutation ($id: ID!) { checkRelease(releaseId: $id) { id } }', {
          id: member.b.release.id,
        }),
    ],
    [
      'rating',
      () =>
        mutate(member, 'mutation ($id: ID!) { rateRelease(releaseId: $id, rating: 2.5) { id } }', {
          id: member.b.release.id,
        }),
    ],
    [
      'reaction',
      () =>
        mutate(member, 'mutation ($id: ID!) { loveItem(itemId: $id, itemType: RELEASE) { __typename } }', {
          id: member.b.release.id,
        }),
    ],
    [
      'uncheck',
      () =>
        mutate(member, 'mutation ($id: ID!) { uncheckRelease(releaseId: $id) { id } }', {
          id: member.a.release.id,
        }),
    ],
    [
      'log create, update and delete',
      async () => {
        const created = await mutate(member, LOG, {
          releaseId: member.c.release.id,
          fields: { date: `${YEAR}-01-03`, review: 'First take.' },
        });
        const id = created?.logRelease?.id;
        await expectExact();
        await mutate(
          member,
          'mutation ($id: ID!, $fields: LogFieldsInput!) { updateLog(id: $id, fields: $fields) { id } }',
          {
            id,
            fields: { date: `${YEAR}-01-04`, review: null },
          },
        );
        await expectExact();
        await mutate(member, 'mutation ($id: ID!) { deleteLog(id: $id) }', { id });
      },
    ],
    [
      'a listen',
      () =>
        recordListens(
          server.current.db,
          member.user.id,
          [
            {
              artistName: 'Cached Artist',
              trackName: 'Unknown',
              listenedAt: new Date(),
              durationMs: 180_000,
            },
          ],
          { source: 'api' },
        ),
    ],
    ['a list', () => buildList(server.current.db, { user: member.user })],
  ];

  /** Views every page (so each is cached), lets the write happen, and expects the next views to equal a fresh computation. */
  async function expectExact() {
    const after = await pages(member);
    // The write moved the version: none of the pages came from the cache.
    expect(after.counts.every((count) => count > 2)).toBe(true);
    expect(after.bodies).toEqual(await freshPages(member));
    // Stored again: the next views are hits.
    await pages(member);
    expect((await pages(member)).counts).toEqual([2, 2, 2]);
  }

  for (const [name, write] of writes) {
    it(`after ${name} the next view is exact`, async () => {
      await pages(member);
      const before = await versionOf(member.user.id);
      await write();
      expect(await versionOf(member.user.id)).toBeGreaterThan(before);
      await expectExact();
    });
  }

  it('a page computed more than a day ago is computed again', async () => {
    const first = await pages(member);
    const { db } = server.current;
    // What a catalog edit changes is not versioned: only age makes the page computed again.
    await db.execute(sql`update releases set title = 'Renamed Overnight' where id = ${member.b.release.id}`);
    expect((await pages(member)).bodies).toEqual(first.bodies);
    await db.execute(
      sql`update member_stats_cache set computed_at = now() - interval '25 hours' where user_id = ${member.user.id}`,
    );
    const later = await pages(member);
    expect(later.counts.every((count) => count > 2)).toBe(true);
    expect(later.bodies).toEqual(await freshPages(member));
    expect((await pages(member)).counts).toEqual([2, 2, 2]);
  });

  it('months kept over 30 days are computed again with the catalog as it is: the two oldest a page', async () => {
    const { db } = server.current;
    await pages(member);
    await db.execute(sql`update releases set genres = '{folk}' where id = ${member.a.release.id}`);
    await db.execute(sql`delete from member_stats_cache where user_id = ${member.user.id}`);
    const genres = async () => {
      const [row] = await selectRows<{ genres: string[] }>(
        db,
        sql`select coalesce(array_agg(distinct g), '{}') as genres from member_stats_months, unnest(genres) g
          where user_id = ${member.user.id}`,
      );
      return row?.genres ?? [];
    };
    // Kept under 30 days: the month keeps the genre it was computed with.
    expect(await genres()).not.toContain('folk');
    await db.execute(
      sql`update member_stats_months set computed_at = now() - interval '31 days' where user_id = ${member.user.id}`,
    );
    await pages(member);
    expect(await genres()).toContain('folk');
    expect((await pages(member)).bodies).toEqual(await freshPages(member));
  });

  it('a write moves only the writing member’s version', async () => {
    const other = await buildMember();
    const { db } = server.current;
    const mine = await versionOf(member.user.id);
    const theirs = await versionOf(other.user.id);
    await mutate(other, 'mutation ($id: ID!) { checkRelease(releaseId: $id) { id } }', {
      id: member.c.release.id,
    });
    await db.execute(sql`update logs set review = 'Edited' where user_id = ${other.user.id}`);
    const moved = await versionOf(other.user.id);
    expect(moved).toBeGreaterThan(theirs + 1);
    expect(await versionOf(member.user.id)).toBe(mine);
    // One statement writing two members' rows moves each once.
    await db.execute(
      sql`update user_releases set rating = 3 where user_id in (${member.user.id}, ${other.user.id})`,
    );
    expect(await versionOf(member.user.id)).toBe(mine + 1);
    expect(await versionOf(other.user.id)).toBe(moved + 1);
    // Counters other members move (a list's likes, a log's upvotes) are no part of the stats.
    await db.execute(
      sql`update lists set number_of_likes = number_of_likes + 1 where created_by_user_id = ${member.user.id}`,
    );
    await db.execute(
      sql`update logs set review_upvote_count = review_upvote_count + 1 where user_id = ${member.user.id}`,
    );
    expect(await versionOf(member.user.id)).toBe(mine + 1);
    await db.execute(sql`update lists set name = 'Renamed' where created_by_user_id = ${member.user.id}`);
    expect(await versionOf(member.user.id)).toBe(mine + 2);
  });
});
