import type { Db } from './open-db.ts';

/**
 * How the server reaches PostgreSQL: directly, or through a pooler in transaction mode (PgBouncer's
 * `pool_mode = transaction`), where consecutive transactions of one client may run on different
 * server connections. In that mode nothing may outlive a transaction: no named prepared statements
 * (PgBouncer before 1.21 cannot carry them), no session settings (startup `options`, `SET`), no
 * session advisory locks, no LISTEN.
 */
export type PoolerMode = 'transaction' | undefined;

/** DATABASE_POOLER=transaction, or `pgbouncer=true` among DATABASE_URL's parameters (as Prisma writes it). */
export function readPoolerMode(databaseUrl: string | undefined, setting: string | undefined): PoolerMode {
  const value = setting?.trim() ?? '';
  if (value === 'transaction') return 'transaction';
  if (value !== '' && value !== 'none')
    throw new Error(`DATABASE_POOLER must be transaction or none, got "${setting}"`);
  if (value === 'none' || !databaseUrl) return undefined;
  try {
    return new URL(databaseUrl).searchParams.get('pgbouncer') === 'true' ? 'transaction' : undefined;
  } catch {
    return undefined;
  }
}

/** The URL without the `pgbouncer` flag, which is ours and not a PostgreSQL parameter. */
export function withoutPoolerFlag(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (!url.searchParams.has('pgbouncer')) return databaseUrl;
    url.searchParams.delete('pgbouncer');
    return url.toString();
  } catch {
    return databaseUrl;
  }
}

const pooledHandles = new WeakSet<Db>();

/** Marks a handle opened through a transaction pooler. */
export function markTransactionPooled(db: Db): void {
  pooledHandles.add(db);
}

/** Whether statements on this handle must keep nothing on the server connection past a transaction. */
export function isTransactionPooled(db: Db): boolean {
  return pooledHandles.has(db);
}
