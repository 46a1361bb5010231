import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { songs, tracks } from '../src/db/schema/index.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { createImportJob, type NewImportJob } from '../src/modules/imports/commands/create-import-job.ts';
import { buildArtist, buildRelease } from './factories.ts';
import type { TestServer } from './test-server.ts';

/** A queued import job's id (the member has no other import queued or running). */
export async function queueImportJob(db: Db, job: NewImportJob): Promise<number> {
  const id = await createImportJob(db, job);
  if (id === null) throw new Error('the member already has an import queued or running');
  return id;
}

export const fixturePath = (name: string) => new URL(`./fixtures/imports/${name}`, import.meta.url).pathname;

/** The Dark Side of the Moon as MusicBrainz has it: the release group and its recordings' MBIDs. */
const DARK_SIDE = {
  mbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
  tracks: [
    ['Speak to Me', 'bef3fddb-5aca-49f5-b2fd-d56a23268d63'],
    ['Breathe', 'ecbc7c9b-e79d-4ec8-ac77-44e4a7f7f1b8'],
    ['On the Run', '747a79a7-644e-42d4-be86-9adaf44393d8'],
    ['Time', '41959321-f2bb-4580-aa19-16248fe665d3'],
    ['The Great Gig in the Sky', '73b01cea-2dad-4fc2-9e61-02a31477c1b1'],
    ['Money', '7fef22bd-76aa-4803-b56b-93a5d6e70662'],
    ['Us and Them', '2d1201cf-59bb-4ffa-9f52-f5b3afa13346'],
    ['Any Colour You Like', '7c278a16-ae04-460c-88ea-39155cadcd09'],
    ['Brain Damage', '71c0e054-b700-4fd2-a35b-95c7afc566cb'],
    ['Eclipse', '76341a6e-bac9-4ab3-9d9a-3cf1c9ceac80'],
  ],
} as const;

async function releaseWithTracks(
  db: Db,
  artistName: string,
  title: string,
  titles: readonly string[],
  mbid?: string,
) {
  const artist = await buildArtist(db, { name: artistName });
  const built = await buildRelease(db, {
    title,
    artists: [artist],
    tracks: titles.length,
    ...(mbid ? { mbid } : {}),
  });
  for (const [i, song] of built.songs.entries()) {
    await db.update(songs).set({ title: titles[i] }).where(eq(songs.id, song.id));
    await db.update(tracks).set({ title: titles[i] }).where(eq(tracks.songId, song.id));
  }
  const ids = new Map(built.songs.map((song, i) => [titles[i] ?? '', song.id]));
  return { releaseId: built.release.id, song: (name: string) => ids.get(name) ?? -1 };
}

export type ImportCatalog = Awaited<ReturnType<typeof buildImportCatalog>>;

/**
 * The catalog the fixtures name: The Dark Side of the Moon with its real MBIDs, Björk's Homogenic
 * (accented names), Radiohead's OK Computer (a title with a version note; its real group MBID).
 */
export async function buildImportCatalog(db: Db) {
  const darkSide = await releaseWithTracks(
    db,
    'Pink Floyd',
    'The Dark Side of the Moon',
    DARK_SIDE.tracks.map(([title]) => title),
    DARK_SIDE.mbid,
  );
  for (const [title, mbid] of DARK_SIDE.tracks)
    await db
      .update(songs)
      .set({ mbid })
      .where(eq(songs.id, darkSide.song(title)));
  const homogenic = await releaseWithTracks(db, 'Björk', 'Homogenic', ['Hunter', 'Jóga', 'Bachelorette']);
  const okComputer = await releaseWithTracks(
    db,
    'Radiohead',
    'OK Computer',
    ['Paranoid Android', 'Let Down', 'No Surprises'],
    'b1392450-e666-3926-a536-22c65f834433',
  );
  return { darkSide, homogenic, okComputer };
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(content: Buffer | string, fileName: string, field = 'file') {
  const boundary = `----earmark${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type JobBody = {
  id: number;
  format: string;
  status: string;
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  written: number;
  kept: number;
};

export async function upload(server: TestServer, token: string, name: string, content?: string) {
  const body = multipartFile(content ?? (await readFile(fixturePath(name))), name);
  return server.app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** Polls GET /api/imports/:id until the job has ended. */
export async function finished(
  server: TestServer,
  token: string,
  id: number,
  timeoutMs = 60_000,
): Promise<JobBody> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/imports/${id}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const job = response.json() as JobBody;
    if (!['queued', 'running'].includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`import ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Uploads a fixture and waits for its job. */
export async function imported(
  server: TestServer,
  token: string,
  name: string,
  content?: string,
): Promise<JobBody> {
  const response = await upload(server, token, name, content);
  expect(response.statusCode, response.body).toBe(202);
  return finished(server, token, (response.json() as { id: number }).id);
}

/** Everything an import may write for a member, to compare before and after. */
export async function memberFootprint(db: Db, userId: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from listens where user_id = ${userId}) as listens,
      (select count(*)::int from listens where user_id = ${userId} and song_id is not null) as matched_listens,
      (select coalesce(json_agg(json_build_object('song', song_id, 'checked', checked_at is not null, 'rating', rating, 'reaction', reaction) order by song_id), '[]') from user_songs where user_id = ${userId}) as songs,
      (select coalesce(json_agg(json_build_object('release', release_id, 'checked', checked_at is not null, 'rating', rating, 'reaction', reaction) order by release_id), '[]') from user_releases where user_id = ${userId}) as releases,
      (select count(*)::int from logs where user_id = ${userId}) as logs,
      (select number_of_checks from users where id = ${userId}) as checks`,
  );
  return row;
}
