import { type Client, charge, clientScope, currentScore } from './client-scope.ts';

type Waiter = { client: Client | undefined; order: number; start: () => void };

/**
 * The embedded database runs one statement at a time on the server's own thread, and a running
 * statement cannot be interrupted: whoever waits next matters. The gate lets through one database
 * call at a time (a statement, or a whole transaction) and, when several wait, the one whose client
 * has used the least database time recently: a visitor opening a page goes before the fiftieth
 * search of a client who sends nothing else. The server's own work (no client) goes first.
 * Every call's time is charged to its client.
 */
export class DbGate {
  private running = 0;
  private order = 0;
  private readonly waiters: Waiter[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const client = clientScope.getStore();
    if (this.running >= this.concurrency) {
      await new Promise<void>((start) => {
        this.waiters.push({ client, order: this.order++, start });
      });
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      if (client) charge(client, performance.now() - started, Date.now());
      this.next();
    }
  }

  /** Hands the place to the waiter of the least busy client (the first to come among equals). */
  private next(): void {
    if (this.waiters.length === 0) {
      this.running--;
      return;
    }
    const now = Date.now();
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.waiters.length; i++) {
      const waiter = this.waiters[i] as Waiter;
      const score = waiter.client ? currentScore(waiter.client, now) : -1;
      if (score < bestScore || (score === bestScore && waiter.order < (this.waiters[best] as Waiter).order)) {
        best = i;
        bestScore = score;
      }
    }
    const [chosen] = this.waiters.splice(best, 1);
    chosen?.start();
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

/** Charges the time of an object's database calls to the request's client, without a gate (PostgreSQL's pool). */
export function timeCalls<T extends object>(target: T, methods: (keyof T)[]): T {
  for (const name of methods) {
    const original = target[name] as unknown as Callable;
    const timed = async (...args: never[]) => {
      const client = clientScope.getStore();
      if (!client) return original.apply(target, args);
      const started = performance.now();
      try {
        return await original.apply(target, args);
      } finally {
        charge(client, performance.now() - started, Date.now());
      }
    };
    Object.defineProperty(target, name, { value: timed, configurable: true, writable: true });
  }
  return target;
}

type Checkout = { query: Callable; release: (...args: never[]) => unknown };

/**
 * Charges PostgreSQL's statement times to their clients: `pool.query` (drizzle's statements) and
 * the statements of a connection checked out for a transaction (`pool.connect()` without a
 * callback, until released). The pool's own checkout inside `pool.query` is not counted twice.
 */
export function timePool(pool: { query: Callable; connect: (...args: never[]) => unknown }): void {
  timeCalls(pool, ['query']);
  const connect = pool.connect;
  const wrapped = new WeakSet<object>();
  const checkedOut = new WeakSet<object>();
  pool.connect = ((...args: never[]) => {
    if (args.length > 0) return connect.apply(pool, args);
    return (connect.apply(pool, args) as Promise<Checkout>).then((client) => {
      if (!wrapped.has(client)) {
        wrapped.add(client);
        const query = client.query;
        const release = client.release;
        client.query = (async (...queryArgs: never[]) => {
          const owner = clientScope.getStore();
          if (!owner || !checkedOut.has(client)) return query.apply(client, queryArgs);
          const started = performance.now();
          try {
            return await query.apply(client, queryArgs);
          } finally {
            charge(owner, performance.now() - started, Date.now());
          }
        }) as Callable;
        client.release = (...releaseArgs: never[]) => {
          checkedOut.delete(client);
          return release.apply(client, releaseArgs);
        };
      }
      checkedOut.add(client);
      return client;
    });
  }) as typeof pool.connect;
}
