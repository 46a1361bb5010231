import { RELEASE_SORTS } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';
import {
  type CollectionFilter,
  collectionStatements,
  pageReadsRowsFirst,
  readsRowsFirst,
} from '../src/modules/listening/collection-query.ts';
import { listenedReleases } from './collection-filter.ts';
import { buildCheck, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const PAGE = { offset: 0, limit: 50 };

const filter = (ownerId: number, sort: CollectionFilter['sort']) => listenedReleases(ownerId, sort, 3);

describe('collection read paths', () => {
  it('reads the same pages from the member’s rows first as by walking the catalog’s order', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    // Ties on every sort key and unknown years, so the tie-breaks and null orderings show.
    const shapes = [
      { title: 'Same', artistName: 'Abe', year: 2001 },
      { title: 'Same', artistName: 'Abe', year: 2001 },
      { title: 'Other', artistName: 'Abe', year: null },
      { title: 'Same', artistName: 'Zed', year: 1999 },
      { title: 'Alpha', artistName: 'Moe', year: null },
      { title: 'Omega', artistName: 'Moe', year: 2024 },
      { title: 'Same', artistName: 'Moe', year: 1999 },
    ];
    for (const shape of shapes) {
      const { release } = await buildRelease(db, shape);
      await buildCheck(db, { user, release });
      await buildRelease(db, { ...shape, title: `${shape.title} unchecked` });
    }
    for (const sort of RELEASE_SORTS) {
      // Without sorting, a catalog-ordered page can only come from the sort's index.
      const pages = (rowsFirst: boolean) =>
        db.transaction(async (tx) => {
          if (!rowsFirst) await tx.execute(sql`set local enable_sort = off`);
          const ids: number[] = [];
          for (const offset of [0, 3, 6]) {
            const { page } = collectionStatements(filter(user.id, sort), { offset, limit: 3 }, rowsFirst);
            ids.push(...(await selectRows<{ id: number }>(tx as Db, page)).map((row) => Number(row.id)));
          }
          return ids;
        });
      const fromRows = await pages(true);
      expect(new Set(fromRows).size).toBe(shapes.length);
      expect({ sort, ids: await pages(false) }).toEqual({ sort, ids: fromRows });
    }
  });

  it('walks each item sort in the order of an index, with no sort step', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const indexes: Partial<Record<CollectionFilter['sort'], string>> = {
      YEAR_NEWEST: 'releases_year_newest_idx',
      YEAR_OLDEST: 'releases_year_oldest_idx',
      ARTIST_NAME_ASC: 'releases_artist_title_idx',
      ARTIST_NAME_DESC: 'releases_artist_title_idx',
      TITLE_ASC: 'releases_title_idx',
      TITLE_DESC: 'releases_title_idx',
    };
    for (const [sort, index] of Object.entries(indexes)) {
      const { page } = collectionStatements(filter(user.id, sort as CollectionFilter['sort']), PAGE);
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await selectRows<{ 'QUERY PLAN': string }>(tx as Db, sql`explain (costs off) ${page}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect({ sort, usesIndex: plan.includes(index), sorts: /Sort/.test(plan) }).toEqual({
        sort,
        usesIndex: true,
        sorts: false,
      });
    }
  });

  it('reads small collections from the member’s rows and large ones in catalog order', () => {
    expect(readsRowsFirst(1000, 100_000)).toBe(true);
    expect(readsRowsFirst(20_000, 100_000)).toBe(false);
    expect(readsRowsFirst(3, 0)).toBe(false);
    expect(readsRowsFirst(0, 0)).toBe(true);
    // Songs have no sort index to walk; date, rating and random sorts never need the items.
    expect(pageReadsRowsFirst({ ...filter(1, 'YEAR_NEWEST'), type: 'SONG' }, 20_000, 1_000_000)).toBe(true);
    expect(pageReadsRowsFirst(filter(1, 'YEAR_NEWEST'), 20_000, 100_000)).toBe(false);
    expect(pageReadsRowsFirst(filter(1, 'DATE_NEWEST'), 10, 100_000)).toBe(false);
  });
});
