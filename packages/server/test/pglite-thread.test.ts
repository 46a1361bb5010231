import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDb, openDb } from '../src/db/open-db.ts';
import { PgliteThread } from '../src/db/pglite-thread.ts';
import { selectRows } from '../src/db/select-rows.ts';

/** The error drizzle wraps (DrizzleQueryError) around the driver's, or the driver's itself. */
function driverError(error: unknown): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause;
  return (cause ?? error) as Record<string, unknown>;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

// The embedded database runs on a worker thread (db/pglite-thread.ts); these check the crossing.
describe.runIf(process.env.TEST_DB !== 'postgres')('PGlite on its own thread', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openDb({});
    await opened.db.execute(sql`create table thread_items (id int primary key, note text)`);
    await opened.db.execute(sql`create table thread_log (seq serial primary key, entry text not null)`);
  });
  afterAll(async () => {
    await opened.close();
  });

  it('brings PostgreSQL errors back with their code, constraint and fields', async () => {
    const { db } = opened;
    await db.execute(sql`insert into thread_items values (1, 'one')`);
    const unique = await rejection(db.execute(sql`insert into thread_items values (1, 'again')`));
    expect(unique).toBeInstanceOf(Error);
    const cause = driverError(unique);
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'thread_items_pkey',
      table: 'thread_items',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
    });
    expect(cause.message).toBe('duplicate key value violates unique constraint "thread_items_pkey"');

    const retry = driverError(
      await rejection(
        db.execute(
          sql`do $$ begin raise exception 'try again' using errcode = '40001', hint = 'retry it'; end $$`,
        ),
      ),
    );
    expect(retry).toMatchObject({ code: '40001', message: 'try again', hint: 'retry it' });
    // The database is still usable after errors.
    expect(await selectRows<{ n: number }>(db, sql`select count(*)::int as n from thread_items`)).toEqual([
      { n: 1 },
    ]);
  });

  it('keeps drizzle types: timestamps and dates as text, arrays in array mode, bigints as numbers', async () => {
    const rows = await selectRows<Record<string, unknown>>(
      opened.db,
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day,
                 interval '1 day' as span, array[1.5, 2]::numeric[] as nums, 12::bigint as big`,
    );
    expect(rows[0]).toMatchObject({ day: '2026-01-02', span: '1 day', big: 12 });
    expect(typeof rows[0]?.at).toBe('string');
    const thread = (opened.db as unknown as { $client: PgliteThread }).$client;
    const result = await thread.query<unknown[]>('select 1 as a, $1::text as b', ['x'], { rowMode: 'array' });
    expect(result.rows).toEqual([[1, 'x']]);
    // A parser that changes values would be lost on the way: refused, not ignored.
    await expect(
      thread.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/parser of type 23/);
  });

  it('commits a transaction, rolls it back when its callback throws or asks, and keeps its error', async () => {
    const { db } = opened;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_items values (10, 'kept')`);
    });
    const boom = new Error('boom');
    const thrown = await rejection(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items values (11, 'dropped')`);
        throw boom;
      }),
    );
    expect(thrown).toBe(boom);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items values (12, 'dropped')`);
        tx.rollback();
      }),
    ).rejects.toThrow(/Rollback/);
    const failed = await rejection(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items values (13, 'dropped')`);
        await tx.execute(sql`insert into thread_items values (10, 'duplicate')`);
      }),
    );
    expect(driverError(failed).code).toBe('23505');
    // A nested transaction is a savepoint: its failure leaves the outer one going.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_items values (14, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_items values (15, 'inner')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const ids = await selectRows<{ id: number }>(
      db,
      sql`select id from thread_items where id >= 10 order by id`,
    );
    expect(ids.map((row) => row.id)).toEqual([10, 14]);
  });

  it('runs concurrent transactions one after another, never interleaved', async () => {
    const { db } = opened;
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into thread_log (entry) values (${`start ${n}`})`);
          // Another call's turn would come here if calls were not serialised.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.execute(sql`insert into thread_log (entry) values (${`end ${n}`})`);
        }),
      ),
    );
    const entries = (
      await selectRows<{ entry: string }>(db, sql`select entry from thread_log order by seq`)
    ).map((row) => row.entry);
    expect(entries).toHaveLength(24);
    for (let i = 0; i < entries.length; i += 2) {
      expect(entries[i + 1]).toBe(entries[i]?.replace('start', 'end'));
    }
  });

  it('clones a database through dumpDataDir and loadDataDir', async () => {
    const dump = await opened.dumpDataDir?.();
    if (!dump) throw new Error('no dumpDataDir on PGlite');
    const clone = await openDb({ loadDataDir: dump });
    try {
      const rows = await selectRows<{ n: number }>(
        clone.db,
        sql`select count(*)::int as n from thread_items`,
      );
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await clone.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the database thread ending', () => {
  it('close writes the files and frees them; a thread reused for the next database starts empty', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-thread-'));
    try {
      const first = await PgliteThread.open({ dataDir });
      await first.exec('create table kept (id int); insert into kept values (7)');
      await first.close();
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow(/closed/);
      const second = await PgliteThread.open({ dataDir });
      expect((await second.query('select id from kept')).rows).toEqual([{ id: 7 }]);
      await second.close();
      // The next database opened (on the thread the last one left, or a new one) knows nothing of it.
      const third = await PgliteThread.open({});
      const tables = await third.query(`select count(*)::int as n from pg_tables where tablename = 'kept'`);
      expect(tables.rows).toEqual([{ n: 0 }]);
      await third.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a process whose database is closed exits: no thread is left holding it', () => {
    const script = `
      import { PgliteThread } from ${JSON.stringify(new URL('../src/db/pglite-thread.ts', import.meta.url).href)};
      const thread = await PgliteThread.open({});
      console.log(JSON.stringify((await thread.query('select 41 + 1 as answer')).rows));
      await thread.close();
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[{"answer":42}]');
    expect(run.status).toBe(0);
  });

  it('a thread that dies fails its waiting and later calls and says so once', async () => {
    const failures: Error[] = [];
    // A heap too small for the answer: the thread runs out of memory and stops.
    const thread = await PgliteThread.open({
      resourceLimits: { maxOldGenerationSizeMb: 32 },
      onFailure: (error) => failures.push(error),
    });
    const waiting = thread.query(`select repeat(md5(i::text), 1000) as s from generate_series(1, 20000) i`);
    await expect(waiting).rejects.toThrow(/database's thread stopped: .*memory/);
    await expect(thread.query('select 1')).rejects.toThrow(/database's thread stopped/);
    await expect(thread.transaction(async () => 'never')).rejects.toThrow(/database's thread stopped/);
    expect(failures).toHaveLength(1);
    await thread.close();
  });
});
