import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/cli/commands/import.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db, OpenedDb } from '../../src/db/open-db.ts';
import { saveCheckpoint } from '../../src/import/checkpoint.ts';
import { importMirror, MIRROR_SOURCES, MirrorBusyError } from '../../src/import/mirror/import-mirror.ts';
import { releaseLease, takeLease } from '../../src/import/mirror/lease.ts';
import { type MirrorSource, openMirror } from '../../src/import/mirror/mirror-source.ts';
import { scheduleMirrorSync } from '../../src/import/mirror/schedule-mirror.ts';
import { buildCheck, buildLog, buildUser } from '../factories.ts';
import { freshDb, rows } from './import-support.ts';
import { createScratchMirror, type ScratchMirror } from './mirror-support.ts';

const postgres = process.env.TEST_DB === 'postgres';
const DSOTM = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';
const GET_LUCKY = 'b0000002-0000-4000-8000-000000000002';
const GET_LUCKY_DUPLICATE = 'b000000b-0000-4000-8000-00000000000b';
const INTERVIEW = 'b0000007-0000-4000-8000-000000000007';
const ALIVE = 'b0000003-0000-4000-8000-000000000003';

async function release(db: Db, mbid: string) {
  const [row] = await rows<{
    id: number;
    title: string;
    artist_name: string;
    year: number | null;
    label: string | null;
  }>(db, sql`select id, title, artist_name, year, label from releases where mbid = ${mbid}::uuid`);
  return row;
}

async function trackList(db: Db, mbid: string) {
  return rows<{ number: string; title: string; song: string; credit: string }>(
    db,
    sql`select t.number, t.title, s.title as song, coalesce(string_agg(a.credited_name, ', ' order by a.position), '') as credit
      from tracks t join releases r on r.id = t.release_id join songs s on s.id = t.song_id
      left join track_artists a on a.track_id = t.id
      where r.mbid = ${mbid}::uuid group by t.id, s.title order by t.position`,
  );
}

// The mirror is a PostgreSQL server of its own (MusicBrainz's schema, read over a connection):
// PGlite runs in-process and cannot be a second database server, so these tests run on PostgreSQL.
describe.skipIf(!postgres)(
  'import musicbrainz --mirror (PostgreSQL only: the mirror is a PostgreSQL server)',
  () => {
    let scratch: ScratchMirror;
    let mirror: MirrorSource;
    let opened: OpenedDb;
    let db: Db;

    beforeAll(async () => {
      scratch = await createScratchMirror();
      mirror = openMirror(scratch.url);
      opened = await freshDb();
      db = opened.db;
    });

    afterAll(async () => {
      await mirror?.close();
      await opened?.close();
      await scratch?.drop();
    });

    it('loads release groups, their chosen release, tracks, recordings, artists and credits', async () => {
      const result = await importMirror(db, mirror, { batchSize: 4 });
      expect(result.mode).toBe('load');
      expect(result.groups).toBe(6);
      expect(result.counts.skipped).toBe(0);
      expect(await release(db, DSOTM)).toMatchObject({
        title: 'The Dark Side of the Moon',
        artist_name: 'Pink Floyd',
        year: 1973,
        label: 'Harvest',
      });
      const [dsotm] = await rows<{
        primary_type: string;
        genres: string[];
        date: string;
        precision: number;
        sources: string;
      }>(
        db,
        sql`select primary_type, genres, release_date::text as date, release_date_precision as precision, data_sources::text as sources
        from releases where mbid = ${DSOTM}::uuid`,
      );
      // Tags that are genres, most voted first ("70s" is a tag, not a genre); the Discogs master link.
      expect(dsotm).toMatchObject({
        primary_type: 'ALBUM',
        genres: ['progressive rock', 'art rock'],
        date: '1973-03-24',
        precision: 3,
      });
      expect(dsotm?.sources).toContain('https://www.discogs.com/master/10362');
      const tracks = await trackList(db, DSOTM);
      expect(tracks.map((t) => t.number)).toEqual([
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
      expect(tracks[3]).toMatchObject({ title: 'Time', song: 'Time', credit: '' });
      // Each track credits its composer; the song (the recording) the pianist.
      const suzuki = await trackList(db, 'e0000001-0000-4000-8000-000000000001');
      expect(suzuki.map((t) => t.credit)).toEqual([
        'J. A. Hummel',
        'H. Lichner',
        'R. Schumann',
        'J.S. Bach',
        'J.S. Bach',
      ]);
      const [ecossaise] = await rows<{ artist_name: string; duration_ms: number; release: string }>(
        db,
        sql`select s.artist_name, s.duration_ms, r.title as release from songs s join releases r on r.id = s.release_id
        where s.mbid = 'c66bda20-4efe-4589-b643-f247c17de337'`,
      );
      expect(ecossaise).toEqual({
        artist_name: 'Haruko Kataoka',
        duration_ms: 195000,
        release: 'Suzuki Piano School, Volume 2 (feat. piano: Haruko Katakoa)',
      });
      const credit = await rows<{ credited_name: string; join_phrase: string; name: string; type: string }>(
        db,
        sql`select ra.credited_name, ra.join_phrase, a.name, a.type from release_artists ra
        join releases r on r.id = ra.release_id join artists a on a.id = ra.artist_id
        where r.mbid = ${GET_LUCKY}::uuid order by ra.position`,
      );
      expect(credit).toEqual([
        { credited_name: 'Daft Punk', join_phrase: ' feat. ', name: 'Daft Punk', type: 'GROUP' },
        { credited_name: 'Pharrell Williams', join_phrase: '', name: 'Pharrell Williams', type: 'PERSON' },
      ]);
      const [counts] = await rows<{ releases: number; songs: number; artists: number; tracks: number }>(
        db,
        sql`select (select count(*)::int from releases) as releases, (select count(*)::int from songs) as songs,
        (select count(*)::int from artists) as artists, (select count(*)::int from tracks) as tracks`,
      );
      expect(counts).toEqual({ releases: 6, songs: 20, artists: 9, tracks: 20 });
      // The mirror's isrc rows: two for the album version, one for the radio edit, none elsewhere.
      const isrcs = await rows<{ mbid: string; isrcs: string[] }>(
        db,
        sql`select mbid::text as mbid, isrcs from songs where isrcs <> '{}' order by mbid`,
      );
      expect(isrcs).toEqual([
        { mbid: 'd0000001-0000-4000-8000-000000000001', isrcs: ['XXA001300001', 'XXA001300002'] },
        { mbid: 'd0000002-0000-4000-8000-000000000002', isrcs: ['XXA001300003'] },
      ]);
    });

    it('a second run with nothing changed at MusicBrainz reads nothing and writes nothing', async () => {
      const before = await rows<{ xmin: string }>(db, sql`select xmin::text from releases order by id`);
      const result = await importMirror(db, mirror, { overlapMs: 0 });
      expect(result).toMatchObject({ mode: 'update', groups: 0, artists: 0 });
      expect(await rows<{ xmin: string }>(db, sql`select xmin::text from releases order by id`)).toEqual(
        before,
      );
    });

    it('the hourly step applies edits, a new group, merges (members keep their data) and removals', async () => {
      const member = await buildUser(db);
      const duplicate = await release(db, GET_LUCKY_DUPLICATE);
      const alive = await release(db, ALIVE);
      if (!duplicate || !alive) throw new Error('the first load wrote them');
      await buildCheck(db, { user: member, release: { id: duplicate.id } as never, rating: 4.5 });
      await buildLog(db, { user: member, release: { id: alive.id } as never, review: 'Pyramid.' });
      const [oldSong] = await rows<{ id: number }>(
        db,
        sql`select id from songs where mbid = 'd000000b-0000-4000-8000-00000000000b'`,
      );
      await buildCheck(db, { user: member, song: { id: oldSong?.id } as never });

      await scratch.exec(`
      update release_group set name = 'The Dark Side of the Moon (remastered)', last_updated = now() where id = 1;
      update recording set name = 'Speak to Me (2023 remaster)', last_updated = now() where id = 1;
      -- An ISRC added to a Suzuki recording (the recording row itself unchanged).
      insert into isrc (id, recording, isrc, created) values (4, 11, 'XXA007300004', now());
      insert into release_group (id, gid, name, artist_credit, type, last_updated)
        values (7, 'b0000004-0000-4000-8000-000000000004', 'Homework', 8, 1, now());
      insert into release (id, gid, name, artist_credit, release_group, status, last_updated)
        values (7, 'c0000007-0000-4000-8000-000000000007', 'Homework', 8, 7, 1, now());
      insert into release_country values (7, 222, 1997, 1, 20);
      insert into medium (id, release, position, track_count, gid, last_updated)
        values (6, 7, 1, 1, '0d000006-0000-4000-8000-000000000006', now());
      insert into recording (id, gid, name, artist_credit, length, last_updated)
        values (21, 'd0000007-0000-4000-8000-000000000007', 'Da Funk', 8, 328000, now());
      insert into track (id, gid, recording, medium, position, number, name, artist_credit, length, last_updated)
        values (21, '0e000015-0000-4000-8000-000000000015', 21, 6, 1, '1', 'Da Funk', 8, 328000, now());
      -- MusicBrainz merges the duplicate group into Get Lucky, and its recording into the radio edit.
      insert into release_group_gid_redirect (gid, new_id) values ('${GET_LUCKY_DUPLICATE}', 3);
      update release set release_group = 3, last_updated = now() where id = 5;
      delete from release_group_meta where id = 4;
      delete from release_group where id = 4;
      insert into recording_gid_redirect (gid, new_id) values ('d000000b-0000-4000-8000-00000000000b', 17);
      update track set recording = 17, last_updated = now() where id = 18;
      delete from recording_first_release_date where recording = 18;
      delete from recording where id = 18;
      -- And removes two groups: one nobody used, one a member logged.
      delete from release_group_secondary_type_join where release_group in (5, 6);
      delete from release_group_meta where id in (5, 6);
      delete from release_group where id = 5;
      delete from track where medium = 5;
      delete from medium where id = 5;
      delete from release_country where release = 6;
      delete from release where id = 6;
      delete from release_group where id = 6;
    `);
      const result = await importMirror(db, mirror, { overlapMs: 0, sweepEveryMs: 0 });
      expect(result).toMatchObject({ mode: 'update', redirects: { merged: 2, renamed: 0 } });
      // Only what changed is read: DSOTM (title, recording), Suzuki (an ISRC), Homework, Get Lucky (the survivor).
      expect(result.groups).toBe(4);
      expect(result.counts.skipped).toBe(0);

      expect((await release(db, DSOTM))?.title).toBe('The Dark Side of the Moon (remastered)');
      expect((await trackList(db, DSOTM))[0]).toMatchObject({
        title: 'Speak to Me',
        song: 'Speak to Me (2023 remaster)',
      });
      expect(await release(db, 'b0000004-0000-4000-8000-000000000004')).toMatchObject({
        title: 'Homework',
        year: 1997,
      });
      const [ecossaise] = await rows<{ isrcs: string[] }>(
        db,
        sql`select isrcs from songs where mbid = 'c66bda20-4efe-4589-b643-f247c17de337'`,
      );
      expect(ecossaise?.isrcs).toEqual(['XXA007300004']);
      expect((await trackList(db, 'b0000004-0000-4000-8000-000000000004')).map((t) => t.song)).toEqual([
        'Da Funk',
      ]);

      // The merged group and song are gone; the member's check and rating moved to the survivors.
      expect(await release(db, GET_LUCKY_DUPLICATE)).toBeUndefined();
      const survivor = await release(db, GET_LUCKY);
      const states = await rows<{ rating: number; checked: boolean }>(
        db,
        sql`select rating, checked_at is not null as checked from user_releases where user_id = ${member.id} and release_id = ${survivor?.id}`,
      );
      expect(states).toEqual([{ rating: 4.5, checked: true }]);
      const songStates = await rows<{ mbid: string }>(
        db,
        sql`select s.mbid::text as mbid from user_songs u join songs s on s.id = u.song_id where u.user_id = ${member.id}`,
      );
      expect(songStates).toEqual([{ mbid: 'd0000002-0000-4000-8000-000000000002' }]);
      const [merged] = await rows<{ into_id: number }>(
        db,
        sql`select into_id from merged_items where item_type = 'RELEASE' and from_id = ${duplicate.id}`,
      );
      expect(merged?.into_id).toBe(survivor?.id);

      // Removed: the unused group is deleted; the one a member logged stays, with its log and tracks.
      expect(await release(db, INTERVIEW)).toBeUndefined();
      expect((await release(db, ALIVE))?.title).toBe('Alive 2007');
      expect((await trackList(db, ALIVE)).length).toBe(2);
      expect(result.removed.deleted).toBe(1);
    });

    it('the CLI answers exit code 0 after a run, 1 when the mirror cannot be reached', async () => {
      const lines: string[] = [];
      const context = {
        config: loadConfig({}),
        out: (line: string) => lines.push(line),
        err: (line: string) => lines.push(line),
        commands: [],
      };
      const open = async () => ({ ...opened, close: async () => {} });
      const saved = process.env.MUSICBRAINZ_DATABASE_URL;
      try {
        process.env.MUSICBRAINZ_DATABASE_URL = scratch.url;
        expect(await runImport(['musicbrainz', '--mirror'], context, { open })).toBe(0);
        expect(lines.join('\n')).toMatch(/^Changes from the MusicBrainz mirror in .* 0 skipped\.$/m);
        process.env.MUSICBRAINZ_DATABASE_URL = scratch.url.replace(/\/[^/]*$/, '/earmark_no_such_mirror');
        expect(await runImport(['musicbrainz', '--mirror'], context, { open })).toBe(1);
        expect(lines.at(-1)).toMatch(/^The mirror import failed: .*earmark_no_such_mirror/);
      } finally {
        if (saved === undefined) delete process.env.MUSICBRAINZ_DATABASE_URL;
        else process.env.MUSICBRAINZ_DATABASE_URL = saved;
      }
    });

    it('one run at a time: a second run while the lease is held is refused; the server step runs on its timer', async () => {
      const lease = await takeLease(db);
      if (!lease) throw new Error('the lease was free');
      await expect(importMirror(db, mirror)).rejects.toBeInstanceOf(MirrorBusyError);
      await releaseLease(db, lease);

      await scratch.exec(
        `update artist set name = 'Pink Floyd (the band)', last_updated = now() + interval '1 minute' where id = 1`,
      );
      const ran = new Promise<{ artists: number }>((resolve, reject) => {
        const stop = scheduleMirrorSync(db, scratch.url, {
          intervalMs: 50,
          onResult: (result) => {
            void stop().then(() => resolve(result));
          },
          onError: reject,
        });
      });
      expect((await ran).artists).toBeGreaterThanOrEqual(1);
      const [artist] = await rows<{ name: string }>(
        db,
        sql`select name from artists where mbid = '83d91898-7763-47d7-b03b-b92132375c47'`,
      );
      expect(artist?.name).toBe('Pink Floyd (the band)');
    });

    it('a first load stopped after a batch continues after the last release group it committed', async () => {
      const other = await freshDb();
      try {
        // As a run stopped after its first batch (the mirror's groups 1 and 2) leaves it.
        await saveCheckpoint(other.db, MIRROR_SOURCES.loadStarted, Date.parse('2026-01-01T00:00:00Z'));
        await saveCheckpoint(other.db, MIRROR_SOURCES.load, 2);
        const result = await importMirror(other.db, mirror, { batchSize: 2 });
        expect(result).toMatchObject({ mode: 'load', groups: 2 });
        const loaded = await rows<{ mbid: string }>(
          other.db,
          sql`select mbid::text as mbid from releases order by mbid`,
        );
        // Only the groups after id 2 (the earlier tests removed 4, 5 and 6): Get Lucky and Homework.
        expect(loaded.map((r) => r.mbid)).toEqual([GET_LUCKY, 'b0000004-0000-4000-8000-000000000004']);
        const left = await rows<{ source: string }>(
          other.db,
          sql`select source from import_checkpoints where source like 'musicbrainz-mirror:%' and source <> 'musicbrainz-mirror:lease' order by source`,
        );
        expect(left.map((r) => r.source)).toEqual([MIRROR_SOURCES.since, MIRROR_SOURCES.swept]);
      } finally {
        await other.close();
      }
    });

    it('every table that points at releases or songs is either the catalog or counted as members’ use', async () => {
      const referencing = await rows<{ table: string; target: string }>(
        db,
        sql`select conrelid::regclass::text as table, confrelid::regclass::text as target from pg_constraint
        where contype = 'f' and confrelid in ('releases'::regclass, 'songs'::regclass) order by 1, 2`,
      );
      // sweep-removed.ts keeps a removed row any of the member tables points at; the catalog's own
      // rows go with it. A new table pointing at releases or songs must be added to one of the lists.
      const catalog = ['release_artists', 'songs', 'song_artists', 'tracks', 'merged_items'];
      const members = [
        'user_releases',
        'user_songs',
        'logs',
        'list_items',
        'recommendations',
        'staff_actions',
        'listens',
      ];
      const unknown = referencing.filter((r) => !catalog.includes(r.table) && !members.includes(r.table));
      expect(unknown).toEqual([]);
    });
  },
);
