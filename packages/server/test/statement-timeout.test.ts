import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';

// PGlite runs inside the process and cannot interrupt a statement, so the timeout is PostgreSQL's.
describe.skipIf(process.env.TEST_DB !== 'postgres')('statement timeout (PostgreSQL)', () => {
  it('cancels a statement that runs past STATEMENT_TIMEOUT_MS, on the main and the lookup pools', async () => {
    const opened = await openDb({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 1,
      statementTimeoutMs: 100,
    });
    try {
      for (const db of [opened.db, opened.lookupDb]) {
        await expect(db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '57014' }),
        });
        // The connection survives the cancel and serves the next statement.
        await expect(db.execute(sql`select 1 as one`)).resolves.toBeTruthy();
      }
    } finally {
      await opened.close();
    }
  });

  it('opens both pools with JIT off (its compiling cost more than the statements it compiled)', async () => {
    const opened = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      for (const db of [opened.db, opened.lookupDb]) {
        const [row] = await selectRows<{ jit: string }>(db, sql`select current_setting('jit') as jit`);
        expect(row?.jit).toBe('off');
      }
    } finally {
      await opened.close();
    }
  });

  it('leaves statements alone when no timeout is asked for (migrations and seeding)', async () => {
    const opened = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
    try {
      await expect(opened.db.execute(sql`select pg_sleep(0.3)`)).resolves.toBeTruthy();
    } finally {
      await opened.close();
    }
  });
});
