import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { releases } from '../src/db/schema/index.ts';
import { albumCount } from '../src/modules/catalog/index.ts';
import { buildRelease } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

/** The albums as counted row by row: what the stored counter must always equal. */
async function countedAlbums(db: Db): Promise<number> {
  return db.$count(releases, eq(releases.primaryType, 'ALBUM'));
}

async function homeTotal(): Promise<number | undefined> {
  const { body } = await server.current.graphql<{ newestReleases: { pageInfo: { totalCount: number } } }>(
    '{ newestReleases(limit: 1) { pageInfo { totalCount } } }',
  );
  return body.data?.newestReleases.pageInfo.totalCount;
}

describe("the home page's album total is a stored counter, exact after every kind of write", () => {
  it('follows inserts, bulk inserts, a change of type, an upsert and deletes', async () => {
    const { db } = server.current;
    const expectExact = async () => {
      const counted = await countedAlbums(db);
      expect(await albumCount(db)).toBe(counted);
      expect(await homeTotal()).toBe(counted);
      return counted;
    };
    const start = await expectExact();
    const { release: album } = await buildRelease(db, { primaryType: 'ALBUM' });
    await buildRelease(db, { primaryType: 'SINGLE' });
    expect(await expectExact()).toBe(start + 1);

    // One statement, many rows (as the importer and the seed write).
    const bulk = await db
      .insert(releases)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          title: `Bulk ${i}`,
          artistName: 'Various',
          primaryType: i % 3 === 0 ? ('EP' as const) : ('ALBUM' as const),
        })),
      )
      .returning({ id: releases.id });
    expect(await expectExact()).toBe(start + 21);

    // An album becomes an EP and back; a title change moves nothing.
    await db.update(releases).set({ primaryType: 'EP' }).where(eq(releases.id, album.id));
    expect(await expectExact()).toBe(start + 20);
    await db.update(releases).set({ title: 'Renamed' }).where(eq(releases.id, album.id));
    await db.update(releases).set({ primaryType: 'ALBUM' }).where(eq(releases.id, album.id));
    expect(await expectExact()).toBe(start + 21);

    // The importer's upsert: a new row counts, a retyped existing one moves the count.
    const mbid = randomUUID();
    const upsert = (primaryType: 'ALBUM' | 'SINGLE') =>
      db
        .insert(releases)
        .values({ mbid, title: 'Upserted', artistName: 'A', primaryType })
        .onConflictDoUpdate({ target: releases.mbid, set: { primaryType } });
    await upsert('ALBUM');
    expect(await expectExact()).toBe(start + 22);
    await upsert('SINGLE');
    expect(await expectExact()).toBe(start + 21);

    await db.delete(releases).where(
      inArray(
        releases.id,
        bulk.map((r) => r.id),
      ),
    );
    expect(await expectExact()).toBe(start + 1);
  });

  it('stays exact under concurrent writers (each in its own transaction)', async () => {
    const { db } = server.current;
    const before = await albumCount(db);
    const writers = Array.from({ length: 24 }, (_, writer) =>
      db.transaction(async (tx) => {
        const made = await tx
          .insert(releases)
          .values(
            Array.from({ length: 5 }, (_, i) => ({
              title: `Writer ${writer} ${i}`,
              artistName: 'W',
              primaryType: i < 3 ? ('ALBUM' as const) : ('SINGLE' as const),
            })),
          )
          .returning({ id: releases.id, primaryType: releases.primaryType });
        // Every other writer removes one of its albums again, or turns one into a single.
        const first = made[0];
        if (first && writer % 2 === 0) await tx.delete(releases).where(eq(releases.id, first.id));
        else if (first)
          await tx.update(releases).set({ primaryType: 'SINGLE' }).where(eq(releases.id, first.id));
        // The writers overlap inside their transactions.
        await tx.execute(sql`select pg_sleep(0.01)`);
      }),
    );
    await Promise.all(writers);
    expect(await albumCount(db)).toBe(before + 24 * 2);
    expect(await albumCount(db)).toBe(await countedAlbums(db));
  });
});
