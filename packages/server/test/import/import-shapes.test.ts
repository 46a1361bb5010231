import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { importDump } from '../../src/import/import-dump.ts';
import { fixture, rows, useFreshDbPerTest } from './import-support.ts';

const SLOW = { timeout: 240_000 };
const database = useFreshDbPerTest();
const DSOTM = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';

const load = (name: string) => importDump(database.current.db, { file: fixture(name) });

async function tuples(query: SQL): Promise<unknown[][]> {
  return (await rows<Record<string, unknown>>(database.current.db, query)).map((r) => Object.values(r));
}

/** A file of lines derived from a fixture's, for a shape the fixture gives only in part. */
async function fileOf(lines: unknown[]): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'earmark-shapes-')), 'lines.jsonl');
  await writeFile(file, lines.map((l) => JSON.stringify(l)).join('\n'));
  return file;
}

async function fixtureLines(name: string): Promise<Array<Record<string, unknown>>> {
  return (await readFile(fixture(name), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const credits = (title: string) =>
  tuples(sql`select a.name, ra.credited_name, ra.join_phrase from release_artists ra
    join releases r on r.id = ra.release_id join artists a on a.id = ra.artist_id
    where r.title = ${title} order by ra.position`);

const trackList = (title: string) =>
  tuples(sql`select t.position, t.disc_number, t.title from tracks t join releases r on r.id = t.release_id
    where r.title = ${title} order by t.position`);

it('takes the credit from the release when its embedded group has none', SLOW, async () => {
  const result = await load('release-lookups.jsonl');
  expect(result.bad).toEqual([]);
  expect(await credits('The Dark Side of the Moon')).toEqual([['Pink Floyd', 'Pink Floyd', '']]);
  expect(await tuples(sql`select artist_name from releases where mbid = ${DSOTM}`)).toEqual([['Pink Floyd']]);
  // Every track's song is credited too.
  expect(
    await tuples(sql`select count(*)::int from song_artists sa join artists a on a.id = sa.artist_id
      where a.name = 'Pink Floyd'`),
  ).toEqual([[10]]);
});

it(
  'fills the credit, year and genres of a group whose own line lacks them, and keeps them there',
  SLOW,
  async () => {
    const [release = {}] = await fixtureLines('release-lookups.jsonl');
    const { 'artist-credit': _credit, ...group } = release['release-group'] as Record<string, unknown>;
    // A release-group lookup without inc=artist-credits, before and after the release lookup.
    const groupLine = await fileOf([{ ...group, 'first-release-date': '' }]);
    await importDump(database.current.db, { file: groupLine });
    expect(await tuples(sql`select artist_name, year from releases`)).toEqual([['', null]]);
    const merged = await importDump(database.current.db, { file: fixture('release-lookups.jsonl') });
    expect(merged.counts).toMatchObject({ new: 2, merged: 1 });
    const again = await importDump(database.current.db, { file: groupLine });
    expect(again.counts).toEqual({ new: 0, unchanged: 1, merged: 0, updated: 0, skipped: 0 });
    expect(await tuples(sql`select artist_name, year, genres from releases where mbid = ${DSOTM}`)).toEqual([
      ['Pink Floyd', 1973, ['progressive rock', 'art rock']],
    ]);
    expect(await credits('The Dark Side of the Moon')).toEqual([['Pink Floyd', 'Pink Floyd', '']]);
  },
);

it(
  'takes the year from the group, else the release date, else the earliest release event',
  SLOW,
  async () => {
    await load('release-lookups.jsonl');
    expect(
      await tuples(
        sql`select title, year, release_date::text, primary_type::text from releases order by title`,
      ),
    ).toEqual([
      // first-release-date 1973-03-01 wins over the release's 1973-03-23.
      ['The Dark Side of the Moon', 1973, '1973-03-01', 'ALBUM'],
      // A typeless group with first-release-date "": the release's date.
      ['Untitled (Session Tapes)', 2022, '2022-10-28', 'NONE'],
      // No group date, release date "": the earliest of its release events.
      ['Vespertine', 2001, '2001-08-21', 'ALBUM'],
    ]);
  },
);

it('reads tracks from `tracks` or `track`, placed by position, else number, else order', SLOW, async () => {
  await load('release-lookups.jsonl');
  await load('track-shapes.jsonl');
  // `tracks` with positions (numbers A1…B5 ignored).
  expect((await trackList('The Dark Side of the Moon')).map((t) => t[2])).toEqual([
    'Speak to Me',
    'Breathe',
    'On the Run',
    'Time',
    'The Great Gig in the Sky',
    'Money',
    'Us and Them',
    'Any Colour You Like',
    'Brain Damage',
    'Eclipse',
  ]);
  // `track` arrays (track-offset 0) without positions, disc 2 listed first and backwards: by number.
  expect(await trackList('traveling')).toEqual([
    [1, 1, 'traveling'],
    [2, 1, 'Eternally -Drama Mix-'],
    [3, 1, 'traveling (Original Karaoke)'],
    [4, 1, 'traveling (Instrumental)'],
    [5, 2, 'traveling (Music Video)'],
    [6, 2, 'Eternally (Live)'],
    [7, 2, 'Making of traveling'],
  ]);
  // Vinyl sides: numbers A1, A2, B1, B2 say nothing of the place, so the order does.
  expect((await trackList('Nevermind')).map((t) => t[2])).toEqual([
    'Smells Like Teen Spirit',
    'In Bloom',
    'Breed',
    'Lithium',
  ]);
  expect(await tuples(sql`select artist_name from songs where title = 'traveling'`)).toEqual([
    ['宇多田ヒカル'],
  ]);
});

it(
  'keeps the one track a recording answer shows, at its place (track-offset), with its group',
  SLOW,
  async () => {
    const result = await load('recording-lookup.jsonl');
    expect(result.imported).toEqual({ artist: 0, 'release-group': 0, release: 0, recording: 1 });
    expect(await trackList('The Dark Side of the Moon')).toEqual([[6, 1, 'Money']]);
    expect(
      await tuples(sql`select s.title, s.year, s.artist_name, r.title as release, r.artist_name as credit, r.year as release_year
      from songs s
      join releases r on r.id = s.release_id`),
    ).toEqual([['Money', 1973, 'Pink Floyd', 'The Dark Side of the Moon', 'Pink Floyd', 1973]]);
    // The complete list replaces it; the recording answer adds nothing to a complete list after.
    await load('release-lookups.jsonl');
    const again = await load('recording-lookup.jsonl');
    expect(again.counts).toEqual({ new: 0, unchanged: 1, merged: 0, updated: 0, skipped: 0 });
    expect(await trackList('The Dark Side of the Moon')).toHaveLength(10);
  },
);

it('keeps genres from the group and the release, votes added up', SLOW, async () => {
  await load('release-lookups.jsonl');
  expect(await tuples(sql`select title, genres from releases order by title`)).toEqual([
    // The group has none; the release's.
    ['The Dark Side of the Moon', ['progressive rock', 'art rock']],
    ['Untitled (Session Tapes)', []],
    // Group art pop 4 + release art pop 3 and electronic 6.
    ['Vespertine', ['art pop', 'electronic']],
  ]);
});

it(
  'joins a release naming its group by MBID to that group, and reports one it cannot place',
  SLOW,
  async () => {
    const alone = await load('release-by-group-mbid.jsonl');
    expect(alone.bad).toEqual([
      {
        line: 1,
        error: `release: its release-group ${DSOTM} is given by MBID only and is not in the catalog`,
      },
      { line: 2, error: expect.stringContaining('is given by MBID only and is not in the catalog') },
      { line: 3, error: 'release: no release-group' },
    ]);
    expect(await tuples(sql`select count(*)::int from releases`)).toEqual([[0]]);

    await load('release-lookups.jsonl');
    const joined = await load('release-by-group-mbid.jsonl');
    expect(joined.bad.map((b) => b.line)).toEqual([2, 3]);
    expect(joined.counts).toMatchObject({ new: 0, skipped: 2 });
    expect(
      await tuples(sql`select count(*)::int from releases where title = 'The Dark Side of the Moon'`),
    ).toEqual([[1]]);
    // Its own title never renames the group; the list it gives is the first official one of this run.
    expect(await trackList('The Dark Side of the Moon')).toEqual([[1, 1, 'Speak to Me']]);
  },
);
