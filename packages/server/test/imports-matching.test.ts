import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../src/db/open-db.ts';
import { songs } from '../src/db/schema/index.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { recordStatements } from '../src/db/statement-recorder.ts';
import { listenBrainzRow } from '../src/modules/imports/formats/listenbrainz.ts';
import { emptyRow, type ImportRow } from '../src/modules/imports/import-row.ts';
import { runHistoryCli } from '../src/modules/imports/index.ts';
import { matchRows } from '../src/modules/imports/match-rows.ts';
import { buildUser } from './factories.ts';
import { buildImportCatalog, fixturePath, type ImportCatalog } from './imports-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let catalog: ImportCatalog;

beforeAll(async () => {
  catalog = await buildImportCatalog(server.current.db);
});

const listen = (n: number, artist: string, title: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  ...emptyRow(n),
  artist,
  title,
  listenedAt: new Date(1_700_000_000_000 + n * 60_000),
  ...extra,
});

describe('the batched matcher', () => {
  it('matches in the same few statements for 6 rows as for 600', async () => {
    const user = await buildUser(server.current.db);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        i % 3 === 0
          ? listen(i, 'Pink Floyd', 'Time', { recordingMbid: '41959321-f2bb-4580-aa19-16248fe665d3' })
          : i % 3 === 1
            ? listen(i, 'BJORK', 'Joga (Live)')
            : listen(i, `Band ${i}`, `Track ${i}`),
      );
    const small = await recordStatements(() => matchRows(server.current.db, user.id, rows(6)));
    const large = await recordStatements(() => matchRows(server.current.db, user.id, rows(600)));
    expect(large.statements.length).toBe(small.statements.length);
    expect(small.statements.length).toBeLessThanOrEqual(8);
    expect(large.result.filter((match) => match.kind === 'matched')).toHaveLength(400);
    expect(large.result[1]).toMatchObject({
      kind: 'matched',
      item: { type: 'SONG', id: catalog.homogenic.song('Jóga') },
    });
    expect(large.result[2]).toMatchObject({ kind: 'none' });
  });

  it('matches a ListenBrainz row by its ISRC (after MBIDs, before names), in the same statements for 3 rows as for 300', async () => {
    const user = await buildUser(server.current.db);
    const bachelorette = catalog.homogenic.song('Bachelorette');
    await server.current.db
      .update(songs)
      .set({ isrcs: ['GBAAN9700015'] })
      .where(eq(songs.id, bachelorette));
    const row = listenBrainzRow(1, {
      listened_at: 1_700_000_000,
      track_metadata: {
        artist_name: 'Björk Guðmundsdóttir & Others',
        track_name: 'Bachelorette – single mix',
        additional_info: { isrc: 'GBAAN9700015' },
      },
    });
    expect(row).toMatchObject({ isrc: 'GBAAN9700015', skip: null });
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        i % 3 === 0
          ? { ...row, rowNumber: i }
          : listen(i, `Band ${i}`, `Track ${i}`, { isrc: `XXAAA00${String(i).padStart(5, '0')}` }),
      );
    const small = await recordStatements(() => matchRows(server.current.db, user.id, rows(3)));
    const large = await recordStatements(() => matchRows(server.current.db, user.id, rows(300)));
    expect(large.statements.length).toBe(small.statements.length);
    expect(small.result[0]).toMatchObject({ kind: 'matched', item: { type: 'SONG', id: bachelorette } });
    expect(large.result.filter((match) => match.kind === 'matched')).toHaveLength(100);
  });

  it('a catalog title with a version note is an exact match; the same title by a credit that only contains the artist is a suggestion', async () => {
    const user = await buildUser(server.current.db);
    const [song] = await selectRows<{ id: number }>(
      server.current.db,
      sql`update songs set title = 'Paranoid Android (2017 Remaster)' where id = ${catalog.okComputer.song('Paranoid Android')} returning id`,
    );
    const matches = await matchRows(server.current.db, user.id, [
      listen(1, 'Radiohead', 'Paranoid Android'),
      listen(2, 'Radiohead feat. Nobody', 'No Surprises'),
      listen(3, 'Radiohead & Strings', 'No Surprises'),
      { ...emptyRow(4, 'release'), artist: 'radiohead', release: 'Ok Computer' },
      {
        ...emptyRow(5, 'release'),
        artist: 'Pink Floyd',
        release: 'Wrong Title',
        releaseGroupMbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
      },
      listen(6, 'Pink Floyd', 'Track Nine', { release: 'The Dark Side of the Moon', position: 9 }),
    ]);
    expect(matches.map((match) => match.kind)).toEqual([
      'matched',
      'matched',
      'low',
      'matched',
      'matched',
      'matched',
    ]);
    expect(matches[0]).toMatchObject({ item: { id: song?.id } });
    expect(matches[2]).toMatchObject({
      suggestion: { type: 'SONG', id: catalog.okComputer.song('No Surprises') },
    });
    expect(matches[3]).toMatchObject({ item: { type: 'RELEASE', id: catalog.okComputer.releaseId } });
    expect(matches[4]).toMatchObject({ item: { type: 'RELEASE', id: catalog.darkSide.releaseId } });
    expect(matches[5]).toMatchObject({ item: { type: 'SONG', id: catalog.darkSide.song('Brain Damage') } });
  });
});

describe('npm run cli -- import history', () => {
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const io = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(line),
      dataDir: '/tmp/earmark-cli-test',
    };
    const code = await runHistoryCli(args, { db: server.current.db } as OpenedDb, io);
    return { code, text: lines.join('\n') };
  };

  it('exits 0 when every row was imported, 2 when some were skipped or unmatched, 1 when it failed', async () => {
    const user = await buildUser(server.current.db);
    const endsong = await run(['--user', user.username, fixturePath('endsong_0.json')]);
    expect(endsong).toMatchObject({ code: 0 });
    expect(endsong.text).toMatch(/Spotify streaming history \(JSON\): 2 rows/);
    const skipped = await run(['--user', user.username, fixturePath('lastfm-export.csv')]);
    expect(skipped.code).toBe(2);
    expect(skipped.text).toMatch(/row 8 skipped: the date is before 1990/);
    expect((await run(['--user', 'nobody-at-all', fixturePath('plain.csv')])).code).toBe(1);
    expect((await run(['--user', user.username, fixturePath('../../imports.test.ts')])).code).toBe(1);
  });
});
