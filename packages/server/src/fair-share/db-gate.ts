import {
  type Client,
  charge,
  clientScope,
  currentScore,
  msUntilScore,
  SHARE_SCORE_MS,
  scoreClock,
} from './client-scope.ts';

/** How recently another client must have used the database for a client past its share to wait. */
const OTHERS_WINDOW_MS = 2_000;

type Waiter = { client: Client | undefined; order: number; start: () => void };

/** How many database calls run at once, and how many of them one client may hold. */
export type GateLimits = { concurrency: number; perClient: number };

/** A client's statements running at once on PostgreSQL, per node (CLIENT_DB_STATEMENTS_LIMIT). */
export const DEFAULT_STATEMENTS_PER_CLIENT = 2;

/**
 * Fair sharing of the database (fair-share.ts says what a client is). The gate lets `concurrency`
 * database calls run at once (a statement, or a whole transaction); when several wait, the place
 * goes to the client that used the least database time recently, so a visitor opening a page goes
 * before the fiftieth search of a client who sends nothing else. A client holds at most
 * `perClient` places, and a client past its share of a connection (CLIENT_DB_SHARE) waits for its
 * score to decay even when places are free, as long as other clients use the database too: the
 * others keep their speed, not just their turn (alone, a client may have all of it). The
 * server's own work (no client) goes first. Every call's time is charged to its client.
 *
 * Places are handed out from a setImmediate, after the event loop has read the sockets: a request's
 * statements follow each other as microtasks, which run before any I/O, so without this turn a few
 * busy requests chaining statements (the embedded database runs them on this very thread) keep a
 * new request from even being read.
 */
export class DbGate {
  private running = 0;
  private order = 0;
  private scheduled = false;
  private wake: NodeJS.Timeout | undefined;
  private readonly waiters: Waiter[] = [];
  /** The last client given a place, and when another client last was: is anyone else here? */
  private lastClient: Client | undefined;
  private othersSeenAt = 0;

  constructor(private readonly limits: GateLimits) {}

  /** Whether clients other than this one used the database in the last OTHERS_WINDOW_MS. */
  private othersActive(client: Client, now: number): boolean {
    return this.lastClient !== client || now - this.othersSeenAt < OTHERS_WINDOW_MS;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Waits for a place for the current client; the function given back returns it (once). */
  async acquire(): Promise<() => void> {
    const client = clientScope.getStore();
    await new Promise<void>((start) => {
      this.waiters.push({ client, order: this.order++, start });
      this.schedule();
    });
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (client) {
        client.running--;
        charge(client, performance.now() - started);
      }
      this.running--;
      this.schedule();
    };
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.limits.concurrency || this.waiters.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.limits.concurrency) {
        const next = this.takeLeastBusy();
        if (!next) break;
        this.running++;
        if (next.client) {
          next.client.running++;
          if (next.client !== this.lastClient) {
            this.othersSeenAt = scoreClock();
            this.lastClient = next.client;
          }
        }
        next.start();
      }
    });
  }

  /**
   * The waiter of the least busy client that may run now (the first to come among equals); none
   * when every waiting client is at its places or past its share: then a timer wakes the gate
   * when the first of them is below its share again.
   */
  private takeLeastBusy(): Waiter | undefined {
    const now = scoreClock();
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let soonest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.waiters.length; i++) {
      const waiter = this.waiters[i] as Waiter;
      const client = waiter.client;
      let score = -1;
      if (client) {
        if (client.running >= this.limits.perClient) continue;
        // Past its share, a client waits only while others use the database too: alone, it may
        // have all of it.
        const wait = this.othersActive(client, now) ? msUntilScore(client, SHARE_SCORE_MS, now) : 0;
        if (wait > 0) {
          soonest = Math.min(soonest, wait);
          continue;
        }
        score = currentScore(client, now);
      }
      if (score < bestScore || (score === bestScore && waiter.order < (this.waiters[best] as Waiter).order)) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) {
      if (soonest < Number.POSITIVE_INFINITY && !this.wake) {
        this.wake = setTimeout(() => {
          this.wake = undefined;
          this.schedule();
        }, Math.ceil(soonest));
        this.wake.unref();
      }
      return undefined;
    }
    return this.waiters.splice(best, 1)[0];
  }
}

type Callable = (...args: never[]) => Promise<unknown>;

/**
 * Routes an object's database calls through the gate (PGlite's query, exec and transaction; a
 * transaction's own statements run inside its one call). Methods are replaced on the instance.
 */
export function gateCalls<T extends object>(target: T, methods: (keyof T)[], gate: DbGate): T {
  for (const name of methods) {
    const original = target[name] as unknown as Callable;
    const gated = (...args: never[]) => gate.run(() => original.apply(target, args));
    Object.defineProperty(target, name, { value: gated, configurable: true, writable: true });
  }
  return target;
}

type Checkout = { release: (...args: never[]) => unknown };

/**
 * Routes PostgreSQL's pool through the gate: `pool.query` (drizzle's statements) holds a place for
 * its statement. A connection checked out for a transaction (`pool.connect()` without a callback)
 * takes no place, since a transaction may still run a statement through the pool before it ends,
 * and waiting for a place then could wait forever; its time is charged to its client all the same.
 */
export function gatePool(
  pool: { query: Callable; connect: (...args: never[]) => unknown },
  gate: DbGate,
): void {
  gateCalls(pool, ['query'], gate);
  const connect = pool.connect;
  pool.connect = ((...args: never[]) => {
    const owner = clientScope.getStore();
    if (args.length > 0 || !owner) return connect.apply(pool, args);
    return (connect.apply(pool, args) as Promise<Checkout>).then((client) => {
      const started = performance.now();
      const release = client.release;
      client.release = (...releaseArgs: never[]) => {
        client.release = release;
        charge(owner, performance.now() - started);
        return release.apply(client, releaseArgs);
      };
      return client;
    });
  }) as typeof pool.connect;
}
