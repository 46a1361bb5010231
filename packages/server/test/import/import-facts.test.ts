import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../src/cli/commands/import.ts';
import { loadConfig } from '../../src/config.ts';
import { importDump } from '../../src/import/import-dump.ts';
import { startTestServer } from '../test-server.ts';
import { CATALOG_TABLES, fixture, freshDb, rows, useFreshDbPerTest } from './import-support.ts';

/**
 * Issue #30: every fact MusicBrainz gives is kept and shown, and every run says clearly what it
 * did. The fixtures are MusicBrainz web-service documents from public client test suites (each
 * line names its source in `_source`); a few lines are derived from them here, as the web
 * service would answer another request.
 */
const SLOW = { timeout: 240_000 };
const database = useFreshDbPerTest();
const dir = mkdtempSync(path.join(tmpdir(), 'earmark-facts-'));

async function load(file: string, batchSize?: number) {
  return importDump(database.current.db, { file: file.includes('/') ? file : fixture(file), batchSize });
}

async function select<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return rows<T>(database.current.db, query);
}

/** Writes lines (objects) to a temporary file and returns its path. */
function lines(name: string, values: readonly unknown[]): string {
  const file = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${values.map((v) => JSON.stringify(v)).join('\n')}\n`);
  return file;
}

function fixtureLine(name: string, index = 0): Record<string, unknown> {
  const text = readFileSync(fixture(name), 'utf8').split('\n').filter(Boolean)[index];
  if (!text) throw new Error(`${name} has no line ${index}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const DARK_SIDE = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';

/** The Dark Side of the Moon's US 1979 release as its group lookup lists it, with its group as a release search shows it. */
function release1979() {
  const group = fixtureLine('picard-release-group.jsonl') as { releases: Array<Record<string, unknown>> };
  const listed = group.releases.find((r) => r.date === '1979-06');
  if (!listed) throw new Error('no 1979-06 release');
  return {
    ...listed,
    'release-group': { id: DARK_SIDE, title: 'The Dark Side of the Moon', 'primary-type': 'Album' },
  };
}

describe('every MusicBrainz fact is stored', () => {
  it('gives a track its own credit; the recording credit stays the song’s', SLOW, async () => {
    await load('musicbrainzngs-track-credits.jsonl');
    await load('picard-vinyl-release.jsonl');
    const tracks = await select<{ title: string; own: string | null; song: string }>(sql`
      select t.title, (select string_agg(a.credited_name || a.join_phrase, '' order by a.position)
        from track_artists a where a.track_id = t.id) as own, s.artist_name as song
      from tracks t join songs s on s.id = t.song_id join releases r on r.id = t.release_id
      where r.title like 'Suzuki%' order by t.position`);
    expect(tracks).toHaveLength(14);
    expect(tracks[1]).toEqual({ title: 'A Short Story', own: 'H. Lichner', song: 'Haruko Kataoka' });
    expect(tracks[3]).toEqual({ title: 'Minuet 1', own: 'J.S. Bach', song: 'Haruko Kataoka' });
    // A track without a credit of its own has no rows: it shows its recording's.
    const vinyl = await select<{ n: number }>(sql`select count(*)::int as n from track_artists a
      join tracks t on t.id = a.track_id join releases r on r.id = t.release_id where r.mbid = ${DARK_SIDE}`);
    expect(vinyl[0]?.n).toBe(0);
  });

  it('keeps a date’s precision and the earliest date seen across lines and runs', SLOW, async () => {
    const date = async () =>
      (
        await select<{ year: number; d: string; p: number }>(
          sql`select year, release_date::text as d, release_date_precision as p from releases where mbid = ${DARK_SIDE}`,
        )
      )[0];
    const later = lines('1979', [release1979()]);
    await load(later);
    expect(await date()).toEqual({ year: 1979, d: '1979-06-01', p: 2 });
    // The group's own lookup says 1973-03-24: earlier, so it wins; the 1979 release again changes nothing.
    await load('picard-release-group.jsonl');
    expect(await date()).toEqual({ year: 1973, d: '1973-03-24', p: 3 });
    const again = await load(later);
    expect(await date()).toEqual({ year: 1973, d: '1973-03-24', p: 3 });
    expect(again.counts).toMatchObject({ new: 0, updated: 0 });
    // A year alone ("2019", the pregap fixture) stays a year.
    await load('picard-pregap-data-track.jsonl');
    expect(
      await select(sql`select release_date::text as d, release_date_precision as p from releases
        where title = 'Dinosaurchestra'`),
    ).toEqual([{ d: '2019-01-01', p: 1 }]);
  });

  it('never lets a later line blank what an earlier one knew, whatever the batch size', SLOW, async () => {
    // The release lookup credits the group to Pink Floyd; the group's own lookup (no inc=artist-credits)
    // comes after it in the same file.
    const file = lines('blank-later', [
      fixtureLine('picard-vinyl-release.jsonl'),
      fixtureLine('picard-release-group.jsonl'),
    ]);
    for (const batchSize of [undefined, 1]) {
      const db = await freshDb();
      try {
        await importDump(db.db, { file, batchSize });
        expect(
          await rows(
            db.db,
            sql`select r.artist_name, (select string_agg(a.credited_name, ',' order by a.position)
              from release_artists a where a.release_id = r.id) as credit, cardinality(r.genres) > 0 as genres
              from releases r where r.mbid = ${DARK_SIDE}`,
          ),
        ).toEqual([{ artist_name: 'Pink Floyd', credit: 'Pink Floyd', genres: true }]);
      } finally {
        await db.close();
      }
    }
  });

  it(
    'keeps the printed credit and the credit rows in agreement (a Various Artists compilation)',
    SLOW,
    async () => {
      const VA = {
        name: 'Various Artists',
        joinphrase: '',
        artist: {
          id: '89ad4ac3-39f7-470e-963a-56509c546377',
          name: 'Various Artists',
          'sort-name': 'Various Artists',
          disambiguation: 'add compilations to this artist',
          type: 'Other',
        },
      };
      const recording = fixtureLine('picard-video-recording.jsonl');
      const compilation = {
        id: 'e0000002-0000-4000-8000-000000000002',
        title: 'Metal Videos',
        status: 'Official',
        date: '2009',
        'release-group': {
          id: 'e0000003-0000-4000-8000-000000000003',
          title: 'Metal Videos',
          'primary-type': 'Album',
          'secondary-types': ['Compilation'],
        },
        media: [
          { position: 1, 'track-count': 12, 'track-offset': 4, track: [{ number: '5', title: 'The Enemy' }] },
        ],
      };
      // A recording search result embeds the compilation without its credit (the recording's shows);
      // then the group's lookup credits Various Artists; then the search result again.
      const search = lines('search', [{ ...recording, releases: [compilation] }]);
      const group = lines('group', [{ ...compilation['release-group'], 'artist-credit': [VA] }]);
      const agreement = () =>
        select<{ printed: string; credit: string }>(sql`select r.artist_name as printed,
        coalesce((select string_agg(a.credited_name || a.join_phrase, '' order by a.position)
          from release_artists a where a.release_id = r.id), '') as credit
        from releases r where r.title = 'Metal Videos'`);
      await load(search);
      expect(await agreement()).toEqual([{ printed: 'Paradise Lost', credit: 'Paradise Lost' }]);
      await load(group);
      expect(await agreement()).toEqual([{ printed: 'Various Artists', credit: 'Various Artists' }]);
      await load(search);
      expect(await agreement()).toEqual([{ printed: 'Various Artists', credit: 'Various Artists' }]);
    },
  );

  it('stores the disambiguation of artists, release groups and recordings', SLOW, async () => {
    await load('picard-artist.jsonl');
    await load('picard-vinyl-release.jsonl');
    await load('picard-video-recording.jsonl');
    // The group as MusicBrainz would answer it once an editor gave it a comment.
    await load(
      lines('commented', [
        { ...fixtureLine('picard-release-group.jsonl'), disambiguation: 'original album' },
      ]),
    );
    // A later lookup without the comment does not blank it.
    await load('picard-release-group.jsonl');
    expect(await select(sql`select disambiguation from artists where name = 'Ed Sheeran'`)).toEqual([
      { disambiguation: 'famous UK singer-songwriter' },
    ]);
    expect(await select(sql`select disambiguation from releases where mbid = ${DARK_SIDE}`)).toEqual([
      { disambiguation: 'original album' },
    ]);
    expect(
      await select(
        sql`select title, disambiguation from songs where title in ('Speak to Me', 'Breathe', 'The Enemy') order by title`,
      ),
    ).toEqual([
      { title: 'Breathe', disambiguation: 'original studio stereo mix' },
      { title: 'Speak to Me', disambiguation: 'original stereo mix' },
      { title: 'The Enemy', disambiguation: 'official music video' },
    ]);
  });

  it(
    "imports the release groups an artist lookup embeds, and reports a bad one on the artist's line",
    SLOW,
    async () => {
      const { releases: _releases, ...group } = fixtureLine('picard-release-group.jsonl');
      // The artist looked up with inc=release-groups (the group as the web service lists it there).
      const result = await load(
        lines('artist-groups', [
          {
            ...fixtureLine('picard-artist.jsonl'),
            'release-groups': [group, { id: 'not-an-mbid', title: 'Bad' }],
          },
        ]),
      );
      expect(await select(sql`select title, year from releases`)).toEqual([
        { title: 'The Dark Side of the Moon', year: 1973 },
      ]);
      expect(result.lineCounts).toEqual({ imported: 0, partial: 1, skipped: 0 });
      expect(result.problems[0]?.reasons[0]).toMatch(/^release-groups\[1\]: release-group: id: /);
    },
  );

  it('stores the artist type, from a lookup or a credit', SLOW, async () => {
    await load('picard-artist.jsonl');
    await load('picard-video-recording.jsonl');
    await load('picard-pregap-data-track.jsonl');
    expect(
      await select(
        sql`select name, type from artists where name in ('Ed Sheeran', 'Paradise Lost', 'Lemon Demon') order by name`,
      ),
    ).toEqual([
      { name: 'Ed Sheeran', type: 'PERSON' },
      { name: 'Lemon Demon', type: 'PERSON' },
      { name: 'Paradise Lost', type: 'GROUP' },
    ]);
  });

  it('marks music videos', SLOW, async () => {
    await load('picard-multidisc-videos.jsonl');
    await load('picard-video-recording.jsonl');
    expect(
      await select(sql`select t.disc_number as disc, t.title, s.is_video from tracks t join songs s on s.id = t.song_id
        order by t.position`),
    ).toEqual([
      { disc: 1, title: 'ケアレス', is_video: false },
      { disc: 1, title: 'Bye-Bye Butterfly', is_video: false },
      { disc: 1, title: 'Starry', is_video: false },
      { disc: 1, title: 'ケアレス -Instrumental-', is_video: false },
      { disc: 2, title: 'ケアレス (Music Video)', is_video: true },
      { disc: 2, title: 'ケアレス (15秒CM)', is_video: true },
      { disc: 2, title: 'ケアレス (30秒メッセージコメント入りCM)', is_video: true },
    ]);
    expect(await select(sql`select is_video from songs where title = 'The Enemy'`)).toEqual([
      { is_video: true },
    ]);
  });

  it('keeps printed track numbers beside positions, numbered per disc', SLOW, async () => {
    await load('picard-vinyl-release.jsonl');
    await load('picard-multidisc-videos.jsonl');
    const numbers = (title: string) =>
      select<{
        position: number;
        disc: number;
        number: string;
      }>(sql`select t.position, t.disc_number as disc, t.number
        from tracks t join releases r on r.id = t.release_id where r.title = ${title} order by t.position`);
    expect((await numbers('The Dark Side of the Moon')).map((t) => t.number)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
    ]);
    expect((await numbers('ケアレス')).slice(3)).toEqual([
      { position: 4, disc: 1, number: '4' },
      { position: 5, disc: 2, number: '1' },
      { position: 6, disc: 2, number: '2' },
      { position: 7, disc: 2, number: '3' },
    ]);
  });

  it('keeps pregap and data tracks, marked', SLOW, async () => {
    await load('picard-pregap-data-track.jsonl');
    expect(await select(sql`select position, number, kind, title from tracks order by position`)).toEqual([
      { position: 1, number: '0', kind: 'PREGAP', title: 'Sexy DVD' },
      { position: 2, number: '1', kind: 'DATA', title: '[data track]' },
    ]);
  });
});

describe('a second run', () => {
  it('changes nothing, track credits, dates and marks included', SLOW, async () => {
    const files = [
      'picard-artist.jsonl',
      'picard-vinyl-release.jsonl',
      'picard-release-group.jsonl',
      'picard-multidisc-videos.jsonl',
      'picard-pregap-data-track.jsonl',
      'picard-video-recording.jsonl',
      'musicbrainzngs-track-credits.jsonl',
    ];
    const digest = async () => {
      const out: string[] = [];
      for (const table of CATALOG_TABLES) {
        const [row] = await select<{ d: string }>(
          sql.raw(`select md5(coalesce(string_agg(t::text || '@' || t.xmin::text, ',' order by t::text), '')) as d
            from ${table} t`),
        );
        out.push(`${table} ${row?.d}`);
      }
      return out;
    };
    for (const file of files) await load(file);
    const before = await digest();
    for (const batchSize of [undefined, 1]) {
      for (const file of files) {
        const result = await load(file, batchSize);
        expect(result.counts).toMatchObject({ new: 0, updated: 0, merged: 0 });
      }
      expect(await digest()).toEqual(before);
    }
    expect(await select(sql`select count(*)::int as n from track_artists`)).toEqual([{ n: 14 }]); // the 14 composers; the pregap's credit is its recording's
  });
});

describe('every run says clearly what it did', () => {
  it('refuses label, area, work and event lines, naming their type', SLOW, async () => {
    const result = await load('not-catalog-entities.jsonl');
    expect(result.lineCounts).toEqual({ imported: 0, partial: 0, skipped: 4 });
    expect(result.problems.map((p) => p.reasons[0])).toEqual([
      'a label ("naïve"): Earmark imports artists, release groups, releases and recordings, not labels',
      'an area ("United Kingdom"): Earmark imports artists, release groups, releases and recordings, not areas',
      'a work ("The Enemy"): Earmark imports artists, release groups, releases and recordings, not works',
      'an event ("1987-06-07: Rock am Ring, Nürburgring, Nürburg, Germany"): Earmark imports artists, release groups, releases and recordings, not events',
    ]);
    expect(await select(sql`select count(*)::int as n from artists`)).toEqual([{ n: 0 }]);
  });

  it('imports a release without any credit with a warning', SLOW, async () => {
    const result = await load('picard-multidisc-videos.jsonl');
    expect(result.lineCounts).toEqual({ imported: 1, partial: 0, skipped: 0 });
    expect(result.warnings).toEqual([
      {
        line: 1,
        error:
          'release group b89c4dbd-1734-4536-a16d-dde648f735c0 has no artist credit on the line or in the catalog; imported without one',
      },
    ]);
  });

  it('counts distinct lines: imported, partly imported with the reason, skipped', SLOW, async () => {
    const group = fixtureLine('picard-release-group.jsonl');
    const page = {
      created: '2024-01-01T00:00:00.000Z',
      count: 3,
      offset: 0,
      'release-groups': [{ id: 'not-an-mbid', title: 'Bad' }, group, { id: DARK_SIDE }],
    };
    const file = lines('summary', [
      fixtureLine('picard-artist.jsonl'),
      page,
      fixtureLine('not-catalog-entities.jsonl'),
      fixtureLine('picard-release-without-group.jsonl'),
      fixtureLine('picard-release-without-group.jsonl'),
    ]);
    const result = await load(file);
    expect(result.lineCounts).toEqual({ imported: 1, partial: 1, skipped: 3 });
    expect(result.problems.map((p) => [p.line, p.outcome, p.reasons.length])).toEqual([
      [2, 'partial', 2],
      [3, 'skipped', 1],
      [4, 'skipped', 1],
      [5, 'skipped', 1],
    ]);
    expect(result.problems[2]?.reasons).toEqual(['release: no release-group']);
  });

  it(
    'exits 0 when every line was imported, 2 when some were skipped, and fails otherwise',
    SLOW,
    async () => {
      const out: string[] = [];
      const context = {
        config: loadConfig({}),
        out: (line: string) => out.push(line),
        err: () => {},
        commands: [],
      };
      const run = (file: string) => runImport(['musicbrainz', file], context, { open: () => freshDb() });
      expect(await run(fixture('picard-vinyl-release.jsonl'))).toBe(0);
      expect(out.at(-1)).toBe('Lines: 1 imported, 0 partly imported, 0 skipped; 0 warnings.');
      expect(await run(fixture('not-catalog-entities.jsonl'))).toBe(2);
      expect(out).toContain('Lines: 0 imported, 0 partly imported, 4 skipped; 0 warnings.');
      await expect(run(path.join(dir, 'missing.jsonl'))).rejects.toThrow();
    },
  );
});

describe('the API shows the facts', () => {
  it(
    'answers dates as MusicBrainz writes them, disambiguation, artist type, video, printed numbers and track kinds',
    SLOW,
    async () => {
      const server = await startTestServer();
      try {
        for (const file of [
          'picard-artist.jsonl',
          'picard-vinyl-release.jsonl',
          'picard-multidisc-videos.jsonl',
          'picard-pregap-data-track.jsonl',
          'musicbrainzngs-track-credits.jsonl',
        ])
          await importDump(server.db, { file: fixture(file) });
        await importDump(server.db, { file: lines('1979', [release1979()]) });
        const ids = await rows<{ title: string; id: number }>(server.db, sql`select title, id from releases`);
        const id = (title: string) => String(ids.find((r) => r.title.startsWith(title))?.id);
        const [artist] = await rows<{ id: number }>(
          server.db,
          sql`select id from artists where name = 'Ed Sheeran'`,
        );
        const query = `query($id: ID!) { release(id: $id) { releaseDate disambiguation tracks {
        position discNumber number kind artists { name } song { isVideo disambiguation releaseDate } } } }`;
        const release = async (title: string) =>
          ((await server.graphql<{ release: Record<string, unknown> }>(query, { id: id(title) })).body.data
            ?.release ?? null) as { releaseDate: string; tracks: Array<Record<string, unknown>> } | null;

        const darkSide = await release('The Dark Side');
        expect(darkSide?.releaseDate).toBe('1973-03-24');
        expect(darkSide?.tracks[0]).toMatchObject({
          position: 1,
          number: 'A1',
          kind: 'AUDIO',
          artists: [{ name: 'Pink Floyd' }],
          song: { isVideo: false, disambiguation: 'original stereo mix' },
        });
        const careless = await release('ケアレス');
        expect(careless?.tracks[4]).toMatchObject({
          position: 5,
          discNumber: 2,
          number: '1',
          song: { isVideo: true },
        });
        const pregap = await release('Dinosaurchestra');
        expect(pregap?.releaseDate).toBe('2019');
        expect(pregap?.tracks.map((t) => t.kind)).toEqual(['PREGAP', 'DATA']);
        expect(pregap?.tracks[0]).toMatchObject({ song: { releaseDate: '2019' } });
        const suzuki = await release('Suzuki');
        expect(suzuki?.tracks[3]).toMatchObject({ artists: [{ name: 'J.S. Bach' }] });

        const artistAnswer = await server.graphql<{ artist: unknown }>(
          'query($id: ID!) { artist(id: $id) { name type disambiguation } }',
          { id: String(artist?.id) },
        );
        expect(artistAnswer.body.data?.artist).toEqual({
          name: 'Ed Sheeran',
          type: 'PERSON',
          disambiguation: 'famous UK singer-songwriter',
        });
      } finally {
        await server.close();
      }
    },
  );

  it('answers a month-precise date as "1979-06"', SLOW, async () => {
    const server = await startTestServer();
    try {
      await importDump(server.db, { file: lines('1979', [release1979()]) });
      const [row] = await rows<{ id: number }>(
        server.db,
        sql`select id from releases where mbid = ${DARK_SIDE}`,
      );
      const answer = await server.graphql<{ release: { releaseDate: string; year: number } }>(
        'query($id: ID!) { release(id: $id) { releaseDate year } }',
        { id: String(row?.id) },
      );
      expect(answer.body.data?.release).toEqual({ releaseDate: '1979-06', year: 1979 });
    } finally {
      await server.close();
    }
  });
});

describe('ISRCs', () => {
  it(
    'maps a recording’s isrcs (normalized) and merges them over lines and runs, never dropping one',
    SLOW,
    async () => {
      const isrcs = async () =>
        (
          await select<{ isrcs: string[] }>(
            sql`select isrcs from songs where mbid = '98255a8c-017a-4bc7-8dd6-1fa36124572b'`,
          )
        )[0]?.isrcs;
      const first = await load('recording-isrcs.jsonl');
      expect(first.counts).toMatchObject({ new: 1 });
      expect(await isrcs()).toEqual(['GBARL9300135']);
      const line = fixtureLine('recording-isrcs.jsonl');
      // An answer made without inc=isrcs keeps them: nothing to write.
      const { isrcs: _, ...withoutIsrcs } = line;
      expect((await load(lines('no-isrcs', [withoutIsrcs]))).counts).toMatchObject({
        unchanged: 1,
        merged: 0,
      });
      // A later line adds one (a made-up ISRC, written with hyphens and in lower case; a malformed one is
      // dropped); the line after it in the same batch, without isrcs, drops nothing (both lines count as merged).
      const more = { ...line, isrcs: ['xx-aaa-87-00001', 'not an isrc'] };
      expect((await load(lines('more-isrcs', [more, withoutIsrcs]))).counts).toMatchObject({
        merged: 2,
        updated: 0,
      });
      expect(await isrcs()).toEqual(['GBARL9300135', 'XXAAA8700001']);
      expect((await load('recording-isrcs.jsonl')).counts).toMatchObject({ unchanged: 1 });
      expect(await isrcs()).toEqual(['GBARL9300135', 'XXAAA8700001']);
    },
  );
});
