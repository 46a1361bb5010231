import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, MUSICBRAINZ_REQUEST_SPACING_MS } from '../src/config.ts';
import { selectRows } from '../src/db/select-rows.ts';
import type { ImportFormat } from '../src/modules/imports/formats/detect.ts';
import { musicBrainzImportOptions } from '../src/modules/imports/index.ts';
import { claimImportJob, runImportJob } from '../src/modules/imports/run-job.ts';
import { buildSession } from './factories.ts';
import { queueImportJob } from './imports-helpers.ts';
import {
  CARELESS,
  CARELESS_RECORDING,
  DARK_SIDE,
  type FakeMusicBrainz,
  startFakeMusicBrainz,
} from './musicbrainz-fake.ts';
import { useTestServer } from './test-server.ts';

/**
 * Rows of a history import the catalog lacks are asked of MusicBrainz (musicbrainz-lookups.ts):
 * a recording MBID looked up, names searched, the group found imported and the rows matched; at
 * most MUSICBRAINZ_IMPORT_LOOKUPS rows an import; MusicBrainz down leaves rows unmatched and the
 * import done. Against the fake web service (real MusicBrainz documents), on both databases.
 */

let fake: FakeMusicBrainz;
let dir: string;
const overrides: Partial<Config> = { supportEmail: 'support@earmark.test', musicbrainzTimeoutMs: 1_500 };

beforeAll(async () => {
  fake = await startFakeMusicBrainz();
  overrides.musicbrainzUrl = fake.url;
  dir = await mkdtemp(path.join(tmpdir(), 'earmark-imports-mb-'));
  // The process's first fetch loads its HTTP client: done here, it does not delay the first paced arrival.
  await fetch(`${fake.url}/release-group/${DARK_SIDE}`);
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

const server = useTestServer(overrides);

type KeptRow = { rowNumber: number; status: string; reason: string; title: string | null };
type Job = {
  status: string;
  rows: number;
  matched: number;
  unmatched: number;
  fetched: number;
  musicBrainzLookups: number;
  written: number;
};

/** Imports a file with MusicBrainz asked (at most `lookups` rows); the job as REST answers it, its review rows, the requests sent. */
async function importWithLookups(format: ImportFormat, name: string, content: string, lookups = 100) {
  const { user, token } = await buildSession(server.current.db);
  const filePath = path.join(dir, name);
  await writeFile(filePath, content);
  const id = await queueImportJob(server.current.db, {
    userId: user.id,
    format,
    filePath,
    fileName: name,
    fileBytes: content.length,
  });
  const claimed = await claimImportJob(server.current.db, id);
  if (!claimed) throw new Error('not claimed');
  const before = fake.requests.length;
  const settings = {
    musicbrainzUrl: fake.url,
    supportEmail: 'support@earmark.test',
    musicbrainzRefreshHours: 24,
    musicbrainzTimeoutMs: 1_500,
    musicbrainzSpacingMs: MUSICBRAINZ_REQUEST_SPACING_MS,
    musicbrainzImportLookups: lookups,
  };
  expect(
    await runImportJob(server.current.db, claimed, { musicbrainz: musicBrainzImportOptions(settings) }),
  ).toBe('done');
  const requests = fake.requests.slice(before);
  const headers = { authorization: `Bearer ${token}` };
  const job = (
    await server.current.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })
  ).json() as Job;
  const review = (
    await server.current.app.inject({ method: 'GET', url: `/api/imports/${id}/rows?view=review`, headers })
  ).json() as { rows: KeptRow[] };
  return { user, job, review: review.rows, requests };
}

async function listenedSongs(userId: number) {
  return selectRows<{ title: string; mbid: string | null; release_mbid: string | null }>(
    server.current.db,
    sql`select s.title, s.mbid::text as mbid, r.mbid::text as release_mbid from listens l
      join songs s on s.id = l.song_id left join releases r on r.id = l.release_id
      where l.user_id = ${userId} order by l.listened_at`,
  );
}

/** A ListenBrainz export line of one listen with its recording MBID. */
const listenBrainzLine = (at: number, artist: string, track: string, recordingMbid: string) =>
  JSON.stringify({
    listened_at: at,
    track_metadata: {
      artist_name: artist,
      track_name: track,
      additional_info: { recording_mbid: recordingMbid, submission_client: 'Pano Scrobbler' },
    },
    user_name: 'rafael.c',
  });

/**
 * Measured where MusicBrainz counts them, as musicbrainz-on-demand.test.ts does: never two close
 * together (unpaced requests arrive milliseconds apart), and over the whole run one a second. Turns
 * are reserved 1,050 ms apart; on the shared machine one request may leave late and the next on
 * time, so the span may fall short of a second a gap by one such delay (half a second).
 */
function expectPaced(arrivals: number[]) {
  const gaps = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? 0));
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
  expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(gaps.length * 1_000 - 500);
}

describe('rows the catalog lacks, asked of MusicBrainz', () => {
  it("looks a recording MBID up, imports its release group and matches the row; the group's other songs match without asking again", async () => {
    const file = `${[
      listenBrainzLine(1_700_000_000, 'Picard test single', 'ケアレス', CARELESS_RECORDING),
      listenBrainzLine(1_700_000_300, 'Picard test single', 'Starry', '781f567c-04de-4690-81f8-b5e9396af231'),
    ].join('\n')}\n`;
    const { user, job, review, requests } = await importWithLookups('listenbrainz', 'lb.jsonl', file);
    expect(job).toMatchObject({
      status: 'done',
      rows: 2,
      matched: 2,
      unmatched: 0,
      fetched: 2,
      musicBrainzLookups: 1,
    });
    expect(review).toEqual([]);
    // The recording (with its releases' groups), the group, its releases: one question, three requests.
    expect(requests.map((r) => new URL(r.path, 'http://x').pathname)).toEqual([
      `/ws/2/recording/${CARELESS_RECORDING}`,
      `/ws/2/release-group/${CARELESS}`,
      '/ws/2/release',
    ]);
    expect(new URL(requests[0]?.path ?? '', 'http://x').searchParams.get('inc')).toBe(
      'releases release-groups',
    );
    expect(await listenedSongs(user.id)).toEqual([
      { title: 'ケアレス', mbid: CARELESS_RECORDING, release_mbid: CARELESS },
      { title: 'Starry', mbid: '781f567c-04de-4690-81f8-b5e9396af231', release_mbid: CARELESS },
    ]);
    expectPaced(requests.map((r) => r.at));
  });

  it('searches a row by artist and title, imports the group found, and matches the rows by names as the matcher judges them', async () => {
    const file =
      'artist,title,release,date,rating,review\nFloyd,Breathe,,2024-01-01,,\nPink Floyd,Time,,2024-01-02,,\nPink Floyd,Money,,2024-01-03,4,\n';
    const { user, job, review, requests } = await importWithLookups('plain', 'plain.csv', file);
    expect(job).toMatchObject({
      status: 'done',
      rows: 3,
      matched: 2,
      unmatched: 1,
      fetched: 2,
      musicBrainzLookups: 1,
    });
    // Found at MusicBrainz under a fuller credit: a suggestion to review, saying where it came from.
    expect(review.map((r) => [r.status, r.title, r.reason])).toEqual([
      ['low', 'Breathe', 'found at MusicBrainz: the title matches "Breathe" but the artist is "Pink Floyd"'],
    ]);
    const search = new URL(requests[0]?.path ?? '', 'http://x');
    expect(search.pathname.replace(/\/$/, '')).toBe('/ws/2/recording');
    expect(search.searchParams.get('query')).toBe('recording:"Breathe" AND artist:"Floyd"');
    expect(requests.slice(1).map((r) => new URL(r.path, 'http://x').pathname)).toEqual([
      `/ws/2/release-group/${DARK_SIDE}`,
      '/ws/2/release',
    ]);
    expect((await listenedSongs(user.id)).map((s) => [s.title, s.release_mbid])).toEqual([
      ['Time', DARK_SIDE],
      ['Money', DARK_SIDE],
    ]);
    expectPaced(requests.map((r) => r.at));
  });

  it('looks a release group MBID up directly (a group MusicBrainz does not know: the row stays unmatched)', async () => {
    const okComputer = 'b1392450-e666-3926-a536-22c65f834433';
    const line = JSON.stringify({
      listened_at: 1_700_000_600,
      track_metadata: {
        artist_name: 'Radiohead',
        track_name: 'Let Down',
        additional_info: { release_group_mbid: okComputer, tracknumber: 5 },
      },
    });
    const { job, review, requests } = await importWithLookups('listenbrainz', 'group.jsonl', `${line}\n`);
    expect(job).toMatchObject({ status: 'done', rows: 1, matched: 0, unmatched: 1, musicBrainzLookups: 1 });
    expect(requests.map((r) => new URL(r.path, 'http://x').pathname)).toEqual([
      `/ws/2/release-group/${okComputer}`,
    ]);
    expect(review.map((r) => r.reason)).toEqual(['not found in the catalog or at MusicBrainz']);
  });

  it('asks at most MUSICBRAINZ_IMPORT_LOOKUPS rows an import, one a second; the rest wait for review saying why', async () => {
    const songs = ['Song One', 'Song Two', 'Song One', 'Song Three', 'Song Four', 'Song Five', 'Song Six'];
    const file = `artist,title,release,date,rating,review\n${songs
      .map((song, i) => `Nobody Here,${song},,2024-01-0${i + 1},,\n`)
      .join('')}`;
    const { job, review, requests } = await importWithLookups('plain', 'cap.csv', file, 5);
    expect(job).toMatchObject({
      status: 'done',
      rows: 7,
      matched: 0,
      unmatched: 7,
      fetched: 0,
      musicBrainzLookups: 5,
    });
    expect(requests).toHaveLength(5);
    const notFound = 'not found in the catalog or at MusicBrainz';
    expect(review.map((r) => [r.title, r.reason])).toEqual([
      ['Song One', notFound],
      ['Song Two', notFound],
      // The same text is not asked twice.
      ['Song One', notFound],
      ['Song Three', notFound],
      ['Song Four', notFound],
      ['Song Five', notFound],
      ['Song Six', "not found in the catalog; this import's 5 MusicBrainz look-ups are used"],
    ]);
    expectPaced(requests.map((r) => r.at));
  });

  it('MusicBrainz down: the rows stay unmatched, the run stops asking, and the import is done', async () => {
    fake.mode = 'down';
    try {
      const file =
        'artist,title,release,date,rating,review\nSomeone Else,Track A,,2024-01-01,,\nSomeone Else,Track B,,2024-01-02,,\n';
      const { job, review, requests } = await importWithLookups('plain', 'down.csv', file);
      expect(job).toMatchObject({
        status: 'done',
        rows: 2,
        matched: 0,
        unmatched: 2,
        written: 2,
        musicBrainzLookups: 1,
      });
      expect(requests).toHaveLength(1);
      expect(review.map((r) => r.reason)).toEqual([
        'not found in the catalog; MusicBrainz could not be reached',
        'not found in the catalog; MusicBrainz could not be reached',
      ]);
    } finally {
      fake.mode = 'ok';
    }
  });
});
