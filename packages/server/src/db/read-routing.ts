import { type Db, type OpenedDb, openDb } from './open-db.ts';
import { type ReplicaProgress, readReplicaLag } from './replica-health.ts';

/** The handles a request reads through: a replica's, or the primary's. */
export type ReadHandles = { db: Db; lookupDb: Db };

export type ReplicaStatus = { url: string; inRotation: boolean; lagMs: number | null; error: string | null };

/**
 * Read replicas (DATABASE_REPLICA_URLS): reads that may trail go to a replica in rotation, round
 * robin; a replica that fails or trails by more than the allowed lag leaves the rotation and comes
 * back by itself once a check finds it caught up. With no replica in rotation the primary reads.
 */
export type ReadRouting = {
  /** Handles for a guest, or a member whose writes are all older than `lastWriteAt` (ms). */
  pick(lastWriteAt?: number): ReadHandles;
  status(): ReplicaStatus[];
  /** Every replica's handles (the server shares its per-process caches with them). */
  replicaHandles(): ReadHandles[];
  close(): Promise<void>;
};

export type ReadRoutingOptions = {
  primary: ReadHandles;
  urls: string[];
  maxLagSeconds: number;
  statementTimeoutMs?: number;
  /** One client's statements running at once on each replica (CLIENT_DB_STATEMENTS_LIMIT). */
  statementsPerClient?: number;
  /** How often each replica is checked. */
  checkIntervalMs?: number;
  /** Told when a replica leaves or rejoins the rotation. */
  log: (event: { msg: string; replica: string; lagMs?: number; error?: string }) => void;
};

type Replica = {
  url: string;
  label: string;
  opened: OpenedDb;
  /** The checks' own handle: a check must never be answered by the primary in the replica's stead. */
  checker: OpenedDb;
  inRotation: boolean;
  lagMs: number | null;
  error: string | null;
  progress: ReplicaProgress;
};

type Query = (...args: unknown[]) => unknown;
type Queryable = { query: Query };

/** The driver's pool under a node-postgres handle. */
function poolOf(db: Db): Queryable {
  return (db as unknown as { $client: Queryable }).$client;
}

/** PostgreSQL shutting down or the connection gone: the server is away, not the statement wrong. */
function serverAway(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03'].includes(code)) return true;
  if (code?.startsWith('08')) return true;
  return /Connection terminated|not queryable|connection is closed/i.test(message ?? '');
}

/**
 * A statement a replica cannot answer because it went away between two checks runs on the primary
 * instead, and the replica leaves the rotation at once.
 */
function fallBackToPrimary(replicaDb: Db, primaryDb: Db, away: (error: unknown) => void): void {
  const pool = poolOf(replicaDb);
  const primary = poolOf(primaryDb);
  const query = pool.query.bind(pool) as Query;
  pool.query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (!serverAway(error)) throw error;
      away(error);
      return primary.query(...args);
    });
  };
}

/** A check that does not answer within this counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The URL as logs may show it: host, port and database, no credentials. */
function label(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}

export async function openReadRouting(options: ReadRoutingOptions): Promise<ReadRouting> {
  const replicas: Replica[] = await Promise.all(
    options.urls.map(async (url) => {
      const opened = await openDb({
        databaseUrl: url,
        statementTimeoutMs: options.statementTimeoutMs,
        statementsPerClient: options.statementsPerClient,
      });
      const checker = await openDb({
        databaseUrl: url,
        statementTimeoutMs: options.statementTimeoutMs,
        poolSize: 1,
      });
      return {
        url,
        label: label(url),
        opened,
        checker,
        inRotation: false,
        lagMs: null,
        error: null,
        progress: { visibleAsOf: 0, pending: undefined },
      };
    }),
  );
  const maxLagMs = options.maxLagSeconds * 1000;
  const takeOut = (replica: Replica, error: unknown) => {
    if (!replica.inRotation) return;
    replica.inRotation = false;
    replica.error = error instanceof Error ? error.message : String(error);
    options.log({ msg: 'replica out of rotation', replica: replica.label, error: replica.error });
  };
  for (const replica of replicas) {
    fallBackToPrimary(replica.opened.db, options.primary.db, (error) => takeOut(replica, error));
    fallBackToPrimary(replica.opened.lookupDb, options.primary.lookupDb, (error) => takeOut(replica, error));
  }

  async function check(replica: Replica): Promise<void> {
    let healthy = false;
    try {
      const reading = await withTimeout(
        readReplicaLag(options.primary.db, replica.checker.db, replica.progress),
        CHECK_TIMEOUT_MS,
      );
      replica.progress = reading.progress;
      replica.lagMs = reading.lagMs;
      replica.error = null;
      healthy = reading.lagMs <= maxLagMs;
    } catch (error) {
      replica.error = error instanceof Error ? error.message : String(error);
      replica.lagMs = null;
    }
    if (healthy === replica.inRotation) return;
    replica.inRotation = healthy;
    options.log({
      msg: healthy ? 'replica in rotation' : 'replica out of rotation',
      replica: replica.label,
      ...(replica.lagMs === null ? {} : { lagMs: replica.lagMs }),
      ...(replica.error ? { error: replica.error } : {}),
    });
  }

  let running = true;
  let checking: Promise<unknown> = Promise.all(replicas.map(check));
  await checking;
  const timer = setInterval(() => {
    if (running) checking = Promise.all(replicas.map(check));
  }, options.checkIntervalMs ?? 1_000);
  timer.unref();

  let turn = 0;
  return {
    pick(lastWriteAt = 0) {
      const usable = replicas.filter(
        (replica) => replica.inRotation && replica.progress.visibleAsOf > lastWriteAt,
      );
      if (usable.length === 0) return options.primary;
      turn = (turn + 1) % usable.length;
      const chosen = usable[turn] ?? usable[0];
      return chosen ? { db: chosen.opened.db, lookupDb: chosen.opened.lookupDb } : options.primary;
    },
    replicaHandles: () => replicas.map(({ opened }) => ({ db: opened.db, lookupDb: opened.lookupDb })),
    status: () =>
      replicas.map(({ url, inRotation, lagMs, error }) => ({ url: label(url), inRotation, lagMs, error })),
    async close() {
      running = false;
      clearInterval(timer);
      await checking.catch(() => {});
      await Promise.all(replicas.flatMap((replica) => [replica.opened.close(), replica.checker.close()]));
    },
  };
}
