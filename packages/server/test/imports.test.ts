import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { type ImportWorker, startImportWorker } from '../src/modules/imports/index.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildCheck, buildLog, buildSession } from './factories.ts';
import {
  buildImportCatalog,
  finished,
  type ImportCatalog,
  imported,
  memberFootprint,
  upload,
} from './imports-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let worker: ImportWorker;
let catalog: ImportCatalog;

beforeAll(async () => {
  worker = startImportWorker(server.current.db, { pollMs: 20, chunkRows: 4 });
  catalog = await buildImportCatalog(server.current.db);
});
afterAll(() => worker.stop());

type ReviewPage = {
  total: number;
  rows: {
    rowNumber: number;
    status: string;
    reason: string;
    title: string | null;
    item: { id: number } | null;
  }[];
};

async function rowsOf(token: string, id: number, view: string): Promise<ReviewPage> {
  const response = await server.current.app.inject({
    method: 'GET',
    url: `/api/imports/${id}/rows?view=${view}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ReviewPage;
}

async function songState(userId: number, songId: number) {
  const [row] = await selectRows<{ checked: boolean; rating: number | null }>(
    server.current.db,
    sql`select checked_at is not null as checked, rating from user_songs where user_id = ${userId} and song_id = ${songId}`,
  );
  return row ?? null;
}

describe('a Last.fm export', () => {
  it('matches by MBID and by names (accents, versions), keeps low-confidence and unmatched rows for review, skips 1970, and stores the same listen once', async () => {
    const { token, user } = await buildSession(server.current.db);
    const job = await imported(server.current, token, 'lastfm-export.csv');
    expect(job).toMatchObject({
      format: 'lastfm',
      status: 'done',
      rows: 9,
      matched: 6,
      unmatched: 2,
      skipped: 1,
      written: 7,
      kept: 0,
    });
    const { darkSide, homogenic, okComputer } = catalog;
    for (const songId of [
      darkSide.song('Time'),
      darkSide.song('Money'),
      homogenic.song('Jóga'),
      homogenic.song('Hunter'),
      okComputer.song('Let Down'),
    ])
      expect(await songState(user.id, songId)).toEqual({ checked: true, rating: null });
    expect(await memberFootprint(server.current.db, user.id)).toMatchObject({
      listens: 7,
      matched_listens: 5,
      checks: 5,
    });
    const review = await rowsOf(token, job.id, 'review');
    expect(review.rows.map((row) => [row.rowNumber, row.status, row.title, row.item?.id ?? null])).toEqual([
      [6, 'low', 'No Surprises', okComputer.song('No Surprises')],
      [7, 'unmatched', 'An Unreleased Song', null],
    ]);
    expect((await rowsOf(token, job.id, 'skipped')).rows).toMatchObject([
      { rowNumber: 8, reason: 'the date is before 1990' },
    ]);
    expect(await counterMismatches(server.current.db)).toEqual(NO_MISMATCHES);
  });

  it('imported twice changes nothing', async () => {
    const { token, user } = await buildSession(server.current.db);
    await imported(server.current, token, 'lastfm-export.csv');
    const before = await memberFootprint(server.current.db, user.id);
    const again = await imported(server.current, token, 'lastfm-export.csv');
    expect(again).toMatchObject({ status: 'done', rows: 9, written: 0 });
    expect(await memberFootprint(server.current.db, user.id)).toEqual(before);
  });
});

describe('the review screen', () => {
  it("applies the member's pick to the row and every row with its text, remembers it for the next import, and remembers a skip", async () => {
    const { token, user } = await buildSession(server.current.db);
    const job = await imported(server.current, token, 'lastfm-export.csv');
    const pick = catalog.homogenic.song('Bachelorette');
    const resolve = (row: number, body: object) =>
      server.current.app.inject({
        method: 'POST',
        url: `/api/imports/${job.id}/rows/${row}`,
        payload: body,
        headers: { authorization: token },
      });
    const picked = await resolve(7, { itemType: 'SONG', itemId: String(pick) });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ resolved: 1, import: { matched: 7, unmatched: 1 } });
    expect(await songState(user.id, pick)).toEqual({ checked: true, rating: null });
    const [linked] = await selectRows<{ song_id: number }>(
      server.current.db,
      sql`select song_id from listens where user_id = ${user.id} and track_name = 'An Unreleased Song'`,
    );
    expect(linked?.song_id).toBe(pick);
    expect((await resolve(6, { skip: true })).json()).toMatchObject({
      resolved: 1,
      import: { unmatched: 0, skipped: 2 },
    });
    expect((await resolve(6, { skip: true })).statusCode).toBe(400);
    expect((await resolve(99, { skip: true })).statusCode).toBe(404);
    expect((await rowsOf(token, job.id, 'review')).total).toBe(0);

    const next = await imported(
      server.current,
      token,
      'more.csv',
      'uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\n1700500000,,Nobody Knows,,,,An Unreleased Song,\n1700500300,,Radiohead & Friends,,,,No Surprises,\n',
    );
    expect(next).toMatchObject({ rows: 2, matched: 1, unmatched: 0, skipped: 1 });
    expect((await rowsOf(token, next.id, 'skipped')).rows[0]?.reason).toBe('you chose to skip it');
  });

  it('refuses a pick of the wrong kind, an unknown item and a stranger', async () => {
    const { token } = await buildSession(server.current.db);
    const stranger = await buildSession(server.current.db);
    const job = await imported(server.current, token, 'lastfm-export.csv');
    const resolve = (body: object, auth = token) =>
      server.current.app.inject({
        method: 'POST',
        url: `/api/imports/${job.id}/rows/7`,
        payload: body,
        headers: { authorization: auth },
      });
    expect((await resolve({ itemType: 'RELEASE', itemId: catalog.darkSide.releaseId })).json()).toMatchObject(
      { code: 'BAD_USER_INPUT' },
    );
    expect((await resolve({ itemType: 'SONG', itemId: 99_999_999 })).statusCode).toBe(404);
    expect((await resolve({ itemType: 'SONG' })).statusCode).toBe(400);
    expect((await resolve({ skip: true }, stranger.token)).statusCode).toBe(404);
  });
});

describe("the member's own data wins", () => {
  it('a RateYourMusic collection checks and rates releases, logs its review, and keeps a rating the member set', async () => {
    const { token, user } = await buildSession(server.current.db);
    const [darkSide] = await selectRows<{ id: number }>(
      server.current.db,
      sql`select id from releases where id = ${catalog.darkSide.releaseId}`,
    );
    if (!darkSide) throw new Error('no release');
    await buildCheck(server.current.db, { user, release: { id: darkSide.id } as never, rating: 3 });
    const job = await imported(server.current, token, 'rym-collection.csv');
    expect(job).toMatchObject({ format: 'rym', rows: 4, matched: 2, unmatched: 1, skipped: 1, kept: 1 });
    const releases = await selectRows<{ release_id: number; rating: number | null; checked: boolean }>(
      server.current.db,
      sql`select release_id, rating, checked_at is not null as checked from user_releases where user_id = ${user.id} order by release_id`,
    );
    expect(releases).toEqual([
      { release_id: catalog.darkSide.releaseId, rating: 3, checked: true },
      { release_id: catalog.okComputer.releaseId, rating: 4.5, checked: true },
    ]);
    const logs = await selectRows<{ release_id: number; review: string }>(
      server.current.db,
      sql`select release_id, review from logs where user_id = ${user.id}`,
    );
    expect(logs).toEqual([
      {
        release_id: catalog.darkSide.releaseId,
        review: '"Breathe, breathe in the air" and then the whole record, in the dark.',
      },
    ]);
    const again = await imported(server.current, token, 'rym-collection.csv');
    expect(again).toMatchObject({ written: 0 });
    expect(await counterMismatches(server.current.db)).toEqual(NO_MISMATCHES);
  });

  it('the plain CSV: listens, a dated review in the diary, a song rating, and a log the member wrote that day stays', async () => {
    const { token, user } = await buildSession(server.current.db);
    await buildLog(server.current.db, {
      user,
      release: { id: catalog.darkSide.releaseId } as never,
      date: '2024-03-02',
      review: 'Mine.',
    } as never);
    const job = await imported(server.current, token, 'plain.csv');
    expect(job).toMatchObject({ format: 'plain', rows: 5, matched: 3, skipped: 2, kept: 1 });
    const logs = await selectRows<{ review: string; date: string }>(
      server.current.db,
      sql`select review, date::text as date from logs where user_id = ${user.id}`,
    );
    expect(logs).toEqual([{ review: 'Mine.', date: '2024-03-02' }]);
    expect(await songState(user.id, catalog.okComputer.song('No Surprises'))).toEqual({
      checked: true,
      rating: 4,
    });
    expect(await memberFootprint(server.current.db, user.id)).toMatchObject({
      listens: 2,
      matched_listens: 2,
    });
  });
});

describe('ListenBrainz and Spotify', () => {
  it('ListenBrainz listens match by recording MBID, release group + track position and mbid_mapping', async () => {
    const { token, user } = await buildSession(server.current.db);
    const job = await imported(server.current, token, 'listenbrainz.jsonl');
    expect(job).toMatchObject({
      format: 'listenbrainz',
      rows: 4,
      matched: 3,
      unmatched: 1,
      skipped: 0,
      written: 4,
    });
    for (const title of ['Us and Them', 'Brain Damage', 'Eclipse'])
      expect(await songState(user.id, catalog.darkSide.song(title))).toMatchObject({ checked: true });
  });

  it('ListenBrainz feedback: a loved recording loves and checks its song, a song the member already reacted to keeps its reaction, a hated one is skipped', async () => {
    const { token, user } = await buildSession(server.current.db);
    const money = catalog.darkSide.song('Money');
    await buildCheck(server.current.db, { user, song: { id: money } as never, reaction: 'LIKED' });
    const job = await imported(server.current, token, 'listenbrainz-feedback.jsonl');
    expect(job).toMatchObject({
      format: 'listenbrainz',
      rows: 4,
      matched: 2,
      unmatched: 1,
      skipped: 1,
      kept: 1,
    });
    const reactions = await selectRows<{ song_id: number; reaction: string; checked: boolean }>(
      server.current.db,
      sql`select song_id, reaction, checked_at is not null as checked from user_songs where user_id = ${user.id} order by song_id`,
    );
    expect(reactions).toEqual(
      [
        { song_id: catalog.darkSide.song('Time'), reaction: 'LOVED', checked: true },
        { song_id: money, reaction: 'LIKED', checked: true },
      ].sort((a, b) => a.song_id - b.song_id),
    );
    expect((await rowsOf(token, job.id, 'skipped')).rows[0]?.reason).toBe(
      'hated on ListenBrainz: Earmark has no dislike',
    );
    expect(await counterMismatches(server.current.db)).toEqual(NO_MISMATCHES);
  });

  it("Spotify's history and the older endsong files", async () => {
    const { token, user } = await buildSession(server.current.db);
    expect(await imported(server.current, token, 'Streaming_History_Audio_2023.json')).toMatchObject({
      format: 'spotify',
      rows: 4,
      matched: 1,
      unmatched: 1,
      skipped: 2,
      written: 2,
    });
    expect(await imported(server.current, token, 'endsong_0.json')).toMatchObject({
      rows: 2,
      matched: 2,
      written: 2,
    });
    expect(await memberFootprint(server.current.db, user.id)).toMatchObject({
      listens: 4,
      matched_listens: 3,
    });
  });
  it('a listen whose time cannot be read is skipped with its reason; the rest of the file is imported', async () => {
    const { token } = await buildSession(server.current.db);
    const listen = (at: unknown, track: string) =>
      JSON.stringify({
        listened_at: at,
        track_metadata: {
          artist_name: 'Pink Floyd',
          track_name: track,
          release_name: 'The Dark Side of the Moon',
        },
      });
    const listenBrainz = `${listen('yesterday', 'Time')}\n${listen(1_700_000_000, 'Money')}\n`;
    const lb = await imported(server.current, token, 'unreadable-time.jsonl', listenBrainz);
    expect(lb).toMatchObject({ status: 'done', error: null, rows: 2, matched: 1, skipped: 1 });
    expect((await rowsOf(token, lb.id, 'skipped')).rows[0]).toMatchObject({
      reason: 'the date cannot be read',
      title: 'Time',
    });
    const play = (ts: string, track: string) => ({
      ts,
      ms_played: 200_000,
      master_metadata_track_name: track,
      master_metadata_album_artist_name: 'Pink Floyd',
      master_metadata_album_album_name: 'The Dark Side of the Moon',
    });
    const spotify = JSON.stringify([play('not a time', 'Breathe'), play('2023-11-20T20:00:00Z', 'Eclipse')]);
    expect(await imported(server.current, token, 'Streaming_History_Audio_2024.json', spotify)).toMatchObject(
      {
        status: 'done',
        rows: 2,
        matched: 1,
        skipped: 1,
      },
    );
  });
});

describe('REST', () => {
  it('answers the CONTRACT shapes, refuses guests, strangers, unknown formats and a second running import', async () => {
    const { token } = await buildSession(server.current.db);
    const response = await upload(server.current, token, 'lastfm-to-csv.csv');
    expect(response.statusCode).toBe(202);
    const { id, format } = response.json() as { id: number; format: string };
    expect(format).toBe('lastfm');
    const job = await finished(server.current, token, id);
    expect(Object.keys(job)).toEqual(
      expect.arrayContaining([
        'id',
        'format',
        'status',
        'rows',
        'matched',
        'unmatched',
        'skipped',
        'written',
      ]),
    );
    expect(job).toMatchObject({ id, format: 'lastfm', status: 'done', rows: 3 });

    const app = server.current.app;
    expect((await app.inject({ method: 'GET', url: `/api/imports/${id}` })).statusCode).toBe(401);
    expect((await upload(server.current, 'not-a-token', 'lastfm-to-csv.csv')).statusCode).toBe(401);
    const stranger = await buildSession(server.current.db);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/imports/${id}`,
          headers: { authorization: stranger.token },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/imports/${id}`,
          headers: { authorization: stranger.token },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await upload(server.current, token, 'notes.txt', 'just some notes\nnot a history\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    const template = await app.inject({ method: 'GET', url: '/api/imports/template.csv' });
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.body.split('\n')[0]).toBe('artist,title,release,date,rating,review');
  });
});
