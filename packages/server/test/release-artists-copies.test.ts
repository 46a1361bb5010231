import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { releaseArtists, releases } from '../src/db/schema/index.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { importDump } from '../src/import/import-dump.ts';
import { mergeItems } from '../src/import/merge-items.ts';
import { importMirror } from '../src/import/mirror/import-mirror.ts';
import { openMirror } from '../src/import/mirror/mirror-source.ts';
import { buildArtist, buildCheck, buildRelease, buildSession } from './factories.ts';
import { fixture, freshDb } from './import/import-support.ts';
import { createScratchMirror } from './import/mirror-support.ts';
import { useTestServer } from './test-server.ts';

// release_artists keeps each release's primary type, secondary types, year and date (migration
// 0028) for the artist pages. These tests write both tables every way the code does and check that
// every credit row still holds exactly its release's values.

const server = useTestServer();
const SLOW = { timeout: 240_000 };

const DISCOGRAPHY = /* GraphQL */ `
  query ($id: ID!, $releaseSortBy: ReleaseSortBy, $secondaryTypes: [ReleaseSecondaryType!]) {
    artist(id: $id) {
      releaseStats
      releases(releaseSortBy: $releaseSortBy, secondaryTypes: $secondaryTypes) {
        edges { node { title } }
        pageInfo { totalCount }
        currentUserNumberOfChecks
      }
    }
  }
`;
type Discography = {
  artist: {
    releaseStats: string;
    releases: {
      edges: Array<{ node: { title: string } }>;
      pageInfo: { totalCount: number };
      currentUserNumberOfChecks: number;
    };
  };
};

/** Credit rows whose copies differ from their release (none, always). */
async function mismatches(db: Db): Promise<unknown[]> {
  return selectRows(
    db,
    sql`select ra.release_id, ra.position from release_artists ra join releases r on r.id = ra.release_id
      where (ra.release_primary_type, ra.release_secondary_types, ra.release_year, ra.release_date,
          ra.release_no_secondary)
        is distinct from (r.primary_type, r.secondary_types, r.year, r.release_date, cardinality(r.secondary_types) = 0)`,
  );
}

async function copies(db: Db, releaseId: number) {
  return db
    .select({
      primaryType: releaseArtists.releasePrimaryType,
      secondaryTypes: releaseArtists.releaseSecondaryTypes,
      noSecondary: releaseArtists.releaseNoSecondary,
      year: releaseArtists.releaseYear,
      date: releaseArtists.releaseDate,
    })
    .from(releaseArtists)
    .where(eq(releaseArtists.releaseId, releaseId))
    .orderBy(releaseArtists.position);
}

/** The transaction ids of a release's credit rows: any write to them changes them. */
async function versions(db: Db, releaseId: number): Promise<string[]> {
  const rows = await selectRows<{ v: string }>(
    db,
    sql`select xmin::text as v from release_artists where release_id = ${releaseId} order by position`,
  );
  return rows.map((row) => row.v);
}

describe("release_artists keeps its release's types, year and date", () => {
  it('takes them when a credit row is inserted, or moved to another release', async () => {
    const db = server.current.db;
    const [a, b] = [await buildArtist(db), await buildArtist(db)];
    const { release } = await buildRelease(db, {
      artists: [a, b],
      primaryType: 'EP',
      secondaryTypes: ['LIVE', 'REMIX'],
      year: 1999,
      releaseDate: '1999-03-04',
    });
    const live = { primaryType: 'EP', secondaryTypes: ['LIVE', 'REMIX'], noSecondary: false, year: 1999 };
    expect(await copies(db, release.id)).toEqual([
      { ...live, date: '1999-03-04' },
      { ...live, date: '1999-03-04' },
    ]);
    const { release: other } = await buildRelease(db, { artists: [b], year: null });
    await db
      .update(releaseArtists)
      .set({ releaseId: other.id, position: 1 })
      .where(sql`${releaseArtists.releaseId} = ${release.id} and ${releaseArtists.position} = 1`);
    expect(await copies(db, other.id)).toEqual([
      { primaryType: 'ALBUM', secondaryTypes: [], noSecondary: true, year: null, date: null },
      { primaryType: 'ALBUM', secondaryTypes: [], noSecondary: true, year: null, date: null },
    ]);
    expect(await mismatches(db)).toEqual([]);
  });

  it('moves them in the statement that changes the release, and only then', async () => {
    const db = server.current.db;
    const [a, b] = [await buildArtist(db), await buildArtist(db)];
    const { release } = await buildRelease(db, { artists: [a, b], year: 2001, releaseDate: '2001-01-01' });
    const before = await versions(db, release.id);
    // A counter update (every check) and a title edit leave the credit rows alone.
    await db.execute(
      sql`update releases set number_of_checks = number_of_checks + 1, title = 'New' where id = ${release.id}`,
    );
    await db.execute(
      sql`update releases set year = year, primary_type = primary_type where id = ${release.id}`,
    );
    expect(await versions(db, release.id)).toEqual(before);

    await db
      .update(releases)
      .set({ primaryType: 'SINGLE', secondaryTypes: ['COMPILATION'], year: 1990, releaseDate: '1990-06-30' })
      .where(eq(releases.id, release.id));
    const moved = {
      primaryType: 'SINGLE',
      secondaryTypes: ['COMPILATION'],
      noSecondary: false,
      year: 1990,
      date: '1990-06-30',
    };
    expect(await copies(db, release.id)).toEqual([moved, moved]);
    await db.update(releases).set({ secondaryTypes: [], year: null }).where(eq(releases.id, release.id));
    const back = { ...moved, secondaryTypes: [], noSecondary: true, year: null };
    expect(await copies(db, release.id)).toEqual([back, back]);
    expect(await mismatches(db)).toEqual([]);
  });

  it('keeps them through a merge of two releases: the survivor keeps its own, the merged one goes', async () => {
    const db = server.current.db;
    const artist = await buildArtist(db);
    const { release: from } = await buildRelease(db, { artists: [artist], primaryType: 'EP', year: 2005 });
    const { release: into } = await buildRelease(db, {
      artists: [artist],
      secondaryTypes: ['LIVE'],
      year: 2004,
    });
    await db.transaction((tx) => mergeItems(tx, 'release', from.id, into.id));
    expect(await copies(db, from.id)).toEqual([]);
    expect(await copies(db, into.id)).toEqual([
      { primaryType: 'ALBUM', secondaryTypes: ['LIVE'], noSecondary: false, year: 2004, date: null },
    ]);
    expect(await mismatches(db)).toEqual([]);
  });

  it(
    'holds through the MusicBrainz JSON import, a first load and a later line that changes a group',
    SLOW,
    async () => {
      const opened = await freshDb();
      const dir = mkdtempSync(path.join(tmpdir(), 'earmark-copies-'));
      try {
        for (const kind of ['artist', 'release-group', 'release', 'recording'])
          await importDump(opened.db, { file: fixture(`${kind}.jsonl`) });
        expect(await mismatches(opened.db)).toEqual([]);
        // Random Access Memories again, now a live EP first released earlier (dates keep the earliest).
        const [line = ''] = readFileSync(fixture('release-group.jsonl'), 'utf8').split('\n');
        const group = JSON.parse(line) as Record<string, unknown>;
        const changed = {
          ...group,
          'primary-type': 'EP',
          'secondary-types': ['Live'],
          'first-release-date': '2012-02-03',
        };
        const file = path.join(dir, 'release-group.jsonl');
        writeFileSync(file, `${JSON.stringify(changed)}\n`);
        await importDump(opened.db, { file });
        const [row] = await selectRows<{ id: number }>(
          opened.db,
          sql`select id from releases where mbid = ${String(group.id)}::uuid`,
        );
        expect(await copies(opened.db, Number(row?.id))).toEqual([
          { primaryType: 'EP', secondaryTypes: ['LIVE'], noSecondary: false, year: 2012, date: '2012-02-03' },
        ]);
        expect(await mismatches(opened.db)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await opened.close();
      }
    },
  );

  // The mirror is a PostgreSQL server of its own (import/import-mirror.test.ts).
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'holds through the mirror import: a first load, then changed types and dates and a merge',
    SLOW,
    async () => {
      const scratch = await createScratchMirror();
      const mirror = openMirror(scratch.url);
      const opened = await freshDb();
      try {
        await importMirror(opened.db, mirror, { batchSize: 4 });
        expect(await mismatches(opened.db)).toEqual([]);
        await scratch.exec(`
          -- The Dark Side of the Moon becomes a live EP, first released a year earlier.
          update release_group set type = 3, last_updated = now() where id = 1;
          insert into release_group_secondary_type_join (release_group, secondary_type) values (1, 6);
          update release_group_meta set first_release_date_year = 1972 where id = 1;
          -- Alive 2007 loses its secondary type; the duplicate Get Lucky is merged into Get Lucky.
          delete from release_group_secondary_type_join where release_group = 6;
          update release_group set last_updated = now() where id = 6;
          insert into release_group_gid_redirect (gid, new_id) values ('b000000b-0000-4000-8000-00000000000b', 3);
          update release set release_group = 3, last_updated = now() where id = 5;
          delete from release_group_meta where id = 4;
          delete from release_group where id = 4;
        `);
        const result = await importMirror(opened.db, mirror, { overlapMs: 0, sweepEveryMs: 0 });
        expect(result.redirects.merged).toBe(1);
        const [row] = await selectRows<{ id: number }>(
          opened.db,
          sql`select id from releases where mbid = 'f5093c06-23e3-404f-aeaa-40f72885ee3a'`,
        );
        expect(await copies(opened.db, Number(row?.id))).toEqual([
          { primaryType: 'EP', secondaryTypes: ['LIVE'], noSecondary: false, year: 1972, date: '1972-03-24' },
        ]);
        expect(await mismatches(opened.db)).toEqual([]);
      } finally {
        await mirror.close();
        await opened.close();
        await scratch.drop();
      }
    },
  );
});

describe('a release that credits the artist twice', () => {
  it("is one release of their discography in every sort, its total, its stats and the member's count", async () => {
    const db = server.current.db;
    const artist = await buildArtist(db);
    const { release: twice } = await buildRelease(db, {
      artists: [artist, artist],
      title: 'Twice',
      secondaryTypes: ['LIVE'],
      year: 2002,
    });
    await buildRelease(db, { artists: [artist], title: 'Once', year: 2001 });
    const { token, user } = await buildSession(db);
    await buildCheck(db, { user, release: twice });
    const sorts = [
      'YEAR_NEWEST',
      'YEAR_OLDEST',
      'DATE_NEWEST',
      'TITLE_ASC',
      'ARTIST_NAME_DESC',
      'RATING_HIGHEST',
      'RANDOM',
    ];
    for (const releaseSortBy of sorts) {
      const { body } = await server.current.graphql<Discography>(
        DISCOGRAPHY,
        { id: String(artist.id), releaseSortBy, secondaryTypes: ['LIVE'] },
        { token },
      );
      const releases = body.data?.artist.releases;
      expect(releases?.edges.map((edge) => edge.node.title).sort(), releaseSortBy).toEqual(['Once', 'Twice']);
      expect(releases?.pageInfo.totalCount).toBe(2);
      expect(releases?.currentUserNumberOfChecks).toBe(1);
      expect(JSON.parse(body.data?.artist.releaseStats ?? '{}')).toEqual({
        ALBUM: { 'No secondary': 1, LIVE: 1 },
      });
    }
  });
});
