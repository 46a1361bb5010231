import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFollows, listLikes, recommendations } from '../src/db/schema/index.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { type ImportWorker, startImportWorker } from '../src/modules/imports/index.ts';
import { writeArtistFavorite } from '../src/modules/listening/index.ts';
import { recordListens } from '../src/modules/listens/index.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import {
  buildArtist,
  buildCheck,
  buildFollow,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildUser,
} from './factories.ts';
import { finished, multipartFile } from './imports-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let worker: ImportWorker;

// Small chunks: the export's sections cross chunk boundaries, as they do in a large export.
beforeAll(() => {
  worker = startImportWorker(server.current.db, { pollMs: 20, chunkRows: 5 });
});
afterAll(() => worker.stop());

type Export = Record<string, unknown> & { follows: Record<string, unknown[]> };

async function exportZip(token: string): Promise<Buffer> {
  const response = await server.current.app.inject({
    url: '/api/export',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

function earmarkJson(zip: Buffer): Export {
  const files = unzipSync(new Uint8Array(zip));
  return JSON.parse(strFromU8(files['earmark.json'] as Uint8Array)) as Export;
}

/**
 * A member's export with what may differ between two members holding the same data: the profile,
 * the export's time, the listens' source (an import's listens are the `earmark` source), and the
 * favourite-artists list's own times (that list is made when the first artist is favorited).
 */
function comparable(data: Export) {
  const { profile: _profile, exportedAt: _at, recommendationsReceived: _received, ...sections } = data;
  return {
    ...sections,
    listens: (data.listens as Record<string, unknown>[]).map(({ source: _source, ...listen }) => listen),
    lists: (data.lists as Record<string, unknown>[])
      .map((list) =>
        list.favoriteKind ? { ...list, createdAt: 'made with the first favorite', updatedAt: '-' } : list,
      )
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
  };
}

async function importZip(token: string, zip: Buffer) {
  const body = multipartFile(zip, 'earmark-export-2026-11-26.zip');
  const response = await server.current.app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({ format: 'earmark', formatName: 'Earmark export (zip)' });
  return finished(server.current, token, (response.json() as { id: number }).id);
}

/** Everything the member's counters and rows say, for "importing again changes nothing". */
async function footprint(userId: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    server.current.db,
    sql`select (select row_to_json(u) from (select number_of_checks, number_of_lists, number_of_followees
        from users where id = ${userId}) u) as member,
      (select count(*)::int from listens where user_id = ${userId}) as listens,
      (select count(*)::int from logs where user_id = ${userId}) as logs,
      (select count(*)::int from list_items i join lists l on l.id = i.list_id where l.created_by_user_id = ${userId}) as entries,
      (select count(*)::int from recommendations where recommender_id = ${userId}) as recs`,
  );
  return row;
}

describe('importing an Earmark export into a fresh member', () => {
  it('restores every section, matched by MBID or names, and importing again changes nothing', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const friend = await buildUser(db, { username: 'roundtripfriend' });
    const album = await buildRelease(db, {
      tracks: 3,
      title: 'Kid A',
      mbid: '5f1ec5f6-7b1c-3a0a-b23c-7f7a3c0a1e11',
    });
    const [first, second, third] = album.songs;
    if (!first || !second || !third) throw new Error('no songs');
    const other = await buildRelease(db, { title: 'Unknown Pleasures' });
    const artist = await buildArtist(db, { name: 'Radiohead', mbid: 'a74b1b7f-71a5-4011-9441-d0b5e4122711' });

    await buildCheck(db, {
      user,
      release: album.release,
      checkedAt: new Date('2024-01-02T10:00:00Z'),
      rating: 4.5,
      reaction: 'FAVORITED',
      deepListened: true,
      purpleCheck: true,
    });
    await buildCheck(db, {
      user,
      song: first,
      checkedAt: new Date('2024-01-03T10:00:00Z'),
      reaction: 'LOVED',
      listenTo: 'LISTEN_AGAIN',
    });
    await buildCheck(db, { user, song: second, checkedAt: new Date('2024-01-04T10:00:00Z'), rating: 3 });
    // For Later without a check: a first listen.
    await db.execute(sql`insert into user_releases (user_id, release_id, listen_to, listen_to_added_at)
      values (${user.id}, ${other.release.id}, 'FIRST_LISTEN', '2024-02-01T09:00:00Z')`);
    // The listening commands stamp a rating when it is given.
    await db.execute(
      sql`update user_releases set rated_at = checked_at where user_id = ${user.id} and rating is not null`,
    );
    await db.execute(
      sql`update user_songs set rated_at = checked_at where user_id = ${user.id} and rating is not null`,
    );
    await writeArtistFavorite(db, user.id, artist.id, true);
    await recordListens(
      db,
      user.id,
      [
        {
          listenedAt: new Date('2024-05-01T18:00:00Z'),
          artistName: first.artistName,
          trackName: first.title,
        },
        {
          listenedAt: new Date('2024-05-01T18:04:00Z'),
          artistName: third.artistName,
          trackName: third.title,
          durationMs: 240_000,
        },
        {
          listenedAt: new Date('2024-05-01T18:09:00Z'),
          artistName: 'Nobody',
          trackName: 'Not in the catalog',
        },
      ],
      { source: 'lastfm' },
    );
    await buildLog(db, {
      user,
      release: album.release,
      date: '2024-05-02',
      review: 'Line one\nline two',
      reviewTitle: 'Cold',
      rating: 5,
      gratitude: 'For the drive home',
      hadChills: true,
      createdAt: new Date('2024-05-02T20:00:00Z'),
    });
    await buildLog(db, {
      user,
      song: second,
      review: 'Undated',
      createdAt: new Date('2024-05-03T20:00:00Z'),
    });
    const list = await buildList(db, {
      user,
      name: 'Best of 2000',
      description: 'The year',
      items: [
        { release: album.release, description: 'Still the one' },
        { song: first, section: 'Songs', description: 'Opener' },
        { artist, section: 'Artists' },
      ],
    });
    await db.execute(
      sql`update list_sections set description = 'Only songs' where list_id = ${list.id} and title = 'Songs'`,
    );
    await buildFollow(db, user, friend);
    await buildFollow(db, friend, user);
    await buildFollow(db, user, await buildUser(db, { username: 'goneaway' }));
    const friendsList = await buildList(db, { user: friend, name: 'Friend picks' });
    await db.insert(listFollows).values({ userId: user.id, listId: friendsList.id });
    await db.insert(listLikes).values({ userId: user.id, listId: friendsList.id });
    await db.execute(
      sql`update lists set number_of_follows = 1, number_of_likes = 1 where id = ${friendsList.id}`,
    );
    await db.insert(recommendations).values([
      {
        recipientId: friend.id,
        recommenderId: user.id,
        itemType: 'RELEASE',
        releaseId: album.release.id,
        explanation: 'Try it',
      },
      {
        recipientId: user.id,
        recommenderId: friend.id,
        itemType: 'SONG',
        songId: first.id,
        response: 'Loved it',
      },
    ]);
    const zip = await exportZip(token);
    const original = earmarkJson(zip);
    // A member who left before the move: named in the export, not on the new Earmark.
    await db.execute(
      sql`delete from follows where followee_id = (select id from users where username = 'goneaway')`,
    );
    await db.execute(
      sql`update users set number_of_followees = number_of_followees - 1 where id = ${user.id}`,
    );
    await db.execute(sql`delete from users where username = 'goneaway'`);

    const fresh = await buildSession(db);
    // Friends again on the new Earmark: the friend follows the fresh member, the import follows back.
    await buildFollow(db, friend, fresh.user);
    const job = await importZip(fresh.token, zip);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', kept: 0, unmatched: 1 });
    expect(job.rows).toBe(job.matched + job.unmatched + job.skipped);
    const skipped = await server.current.app.inject({
      url: `/api/imports/${job.id}/rows?view=skipped`,
      headers: { authorization: fresh.token },
    });
    const reasons = (skipped.json() as { rows: { reason: string }[] }).rows.map((row) => row.reason);
    expect(reasons).toEqual([
      'no member called goneaway on this Earmark',
      `a recommendation from roundtripfriend is theirs to make: not restored`,
    ]);
    expect(job.skipped).toBe(2);

    const restored = earmarkJson(await exportZip(fresh.token));
    const { follows: originalFollows, ...before } = comparable(original);
    const { follows: restoredFollows, ...after } = comparable(restored);
    for (const key of Object.keys(before))
      expect({ [key]: after[key as keyof typeof after] }).toEqual({
        [key]: before[key as keyof typeof before],
      });
    expect(restoredFollows).toEqual({
      ...originalFollows,
      members: originalFollows.members?.filter((m) => (m as { username: string }).username !== 'goneaway'),
    });
    expect((restored.listens as { source: string }[]).map((l) => l.source)).toEqual([
      'earmark',
      'earmark',
      'earmark',
    ]);

    const once = await footprint(fresh.user.id);
    const again = await importZip(fresh.token, zip);
    expect(again).toMatchObject({ status: 'done', written: 0, kept: 0, rows: job.rows });
    expect(await footprint(fresh.user.id)).toEqual(once);
    // Every counter the restore moved (checks, reactions, lists, follows) equals the rows it counts.
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
    expect(comparable(earmarkJson(await exportZip(fresh.token)))).toEqual(comparable(restored));
  });

  it('keeps what the member already set and counts it as kept', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const album = await buildRelease(db, { title: 'In Rainbows' });
    await buildCheck(db, { user, release: album.release, rating: 4, reaction: 'LIKED' });
    const zip = await exportZip(token);
    const member = await buildSession(db);
    await buildCheck(db, { user: member.user, release: album.release, rating: 2 });
    const job = await importZip(member.token, zip);
    expect(job).toMatchObject({ status: 'done', kept: 1, written: 1 });
    const [state] = await selectRows(
      db,
      sql`select rating, reaction from user_releases where user_id = ${member.user.id}`,
    );
    expect(state).toEqual({ rating: 2, reaction: 'LIKED' });
  });

  it('refuses an export of another version with a readable failure', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const zip = await exportZipWith({ format: 'earmark-export', version: 2, releases: [] });
    const job = await importZip(token, Buffer.from(zip));
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The export is version 2; this Earmark reads version 1.',
      rows: 0,
    });
  });
});

/** A zip holding the given earmark.json, as the export writes it. */
async function exportZipWith(data: unknown): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import('fflate');
  return zipSync({ 'earmark.json': strToU8(JSON.stringify(data)) });
}
