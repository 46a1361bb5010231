import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { importDump } from '../../src/import/import-dump.ts';
import { fixture, rows, useFreshDbPerTest } from './import-support.ts';

const SLOW = { timeout: 240_000 };
const database = useFreshDbPerTest();

const load = (name: string) => importDump(database.current.db, { file: fixture(name) });

async function tuples(query: SQL): Promise<unknown[][]> {
  return (await rows<Record<string, unknown>>(database.current.db, query)).map((r) => Object.values(r));
}

it('reads browse pages, search results and lookups that embed other entities', SLOW, async () => {
  const result = await load('pages-and-searches.jsonl');
  expect(result.bad).toEqual([]);
  // Search result artist, browse page (2 groups), release search, recording search, group lookup.
  expect(result.imported).toEqual({ artist: 1, 'release-group': 3, release: 1, recording: 1 });
  expect(result.counts).toEqual({ new: 6, unchanged: 0, merged: 0, updated: 0, skipped: 0 });
  expect(await tuples(sql`select name, sort_name from artists`)).toEqual([['Radiohead', 'Radiohead']]);
  expect(
    await tuples(
      sql`select title, artist_name, year, primary_type::text, genres from releases order by title`,
    ),
  ).toEqual([
    // A release search result: the group has no credit (the release's), no date (the release's),
    // and tags instead of genres.
    ['Amnesiac', 'Radiohead', 2001, 'ALBUM', ['experimental', 'alternative rock']],
    ['Hail to the Thief', 'Radiohead', 2003, 'ALBUM', ['alternative rock']],
    ['Kid A', 'Radiohead', 2000, 'ALBUM', ['electronic']],
    ['OK Computer', 'Radiohead', 1997, 'ALBUM', ['alternative rock', 'art rock']],
  ]);
  // The recording search result's release shows its track at number 2 (track-offset 1).
  expect(
    await tuples(sql`select s.title, s.year, s.duration_ms, r.title as release, t.position
      from songs s join releases r on r.id = s.release_id join tracks t on t.song_id = s.id`),
  ).toEqual([['Pyramid Song', 2001, 289000, 'Amnesiac', 2]]);
  expect(await tuples(sql`select count(*)::int from release_artists`)).toEqual([[4]]);
});

it('says a second run made nothing new: "0 new, N unchanged"', SLOW, async () => {
  const files = [
    'release-lookups.jsonl',
    'track-shapes.jsonl',
    'recording-lookup.jsonl',
    'pages-and-searches.jsonl',
  ];
  let first = 0;
  for (const name of files) first += (await load(name)).counts.new;
  // Money and Radiohead were met first inside earlier lines: their own lines are not new.
  expect(first).toBe(3 + 2 + 0 + 5);
  for (const name of files) {
    const { counts, imported } = await load(name);
    const lines = Object.values(imported).reduce((a, b) => a + b, 0);
    expect(counts).toEqual({ new: 0, unchanged: lines, merged: 0, updated: 0, skipped: 0 });
  }
});

it('counts a changed field as updated and a line that only adds as merged', SLOW, async () => {
  await load('artist.jsonl');
  await load('release-group.jsonl');
  const releases = await load('release.jsonl');
  // Release lines give their known groups a track list: merged.
  expect(releases.counts.merged).toBeGreaterThan(0);
  expect(releases.counts.new + releases.counts.updated).toBe(0);
  await database.current.db.execute(
    sql`update artists set name = 'Daft Punk (old)' where name = 'Daft Punk'`,
  );
  const artists = await load('artist.jsonl');
  expect(artists.counts).toMatchObject({ new: 0, updated: 1, merged: 0 });
});
