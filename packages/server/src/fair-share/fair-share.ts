import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-db.ts';
import { type Client, clientScope, newClient, scoreClock } from './client-scope.ts';
import { DEFAULT_STATEMENTS_PER_CLIENT } from './db-gate.ts';
import { addToWindows } from './window-store.ts';

/** How much of the server one client may hold (README, "Protecting the service"). */
export type FairShareLimits = {
  /** Requests of one client answered at once on one node (CLIENT_CONCURRENCY_LIMIT). */
  concurrency: number;
  /** Requests of one client waiting for a place; more are refused at once (CLIENT_QUEUE_LIMIT). */
  queue: number;
  /** The longest a request waits for a place before it is refused (CLIENT_QUEUE_WAIT_MS). */
  queueWaitMs: number;
  /** Database time one client may use per minute, on all nodes together (CLIENT_DB_TIME_LIMIT_MS). */
  dbTimeMsPerMinute: number;
  /** One client's statements running at once on PostgreSQL, per node (CLIENT_DB_STATEMENTS_LIMIT). */
  dbStatements: number;
};

export const DEFAULT_FAIR_SHARE: FairShareLimits = {
  concurrency: 6,
  queue: 32,
  queueWaitMs: 5_000,
  dbTimeMsPerMinute: 60_000,
  dbStatements: DEFAULT_STATEMENTS_PER_CLIENT,
};

const WINDOW_MS = 60_000;
/** How often a node adds its clients' database time to the shared windows. */
const FLUSH_MS = 1_000;
/** A client not seen for this long is forgotten (its window lives on in the database). */
const IDLE_MS = 120_000;

/** A request's place: waiting for it, holding it, or done; answered by its handler; hung up on. */
type Slot = { state: 'waiting' | 'placed' | 'gone'; answered: boolean; closed: boolean };

export type ClientKeyOf = (request: FastifyRequest) => Promise<string>;

function refuse(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
}

/**
 * A request whose client hung up before it had a place: nothing is run for it (a hook that returns
 * without an answer would let the handler run, with no place taken).
 */
function abandon(reply: FastifyReply): FastifyReply {
  reply.hijack();
  reply.raw.destroy();
  return reply;
}

/**
 * Fair sharing: no client (an address, or a member when signed in) can keep the others waiting.
 * - At most `concurrency` of its requests are answered at once on a node; the next ones wait in
 *   its own queue (briefly), past that they are refused with RATE_LIMITED and Retry-After.
 * - Every statement's time is charged to its client (db-gate.ts); a client that used more than
 *   `dbTimeMsPerMinute` of database time in its window, counted on every node through the
 *   database, is refused until the window ends.
 * - On the embedded database, the statement gate serves the least busy client first.
 * Static files are not counted. A request the server makes to itself (a drawn page's GraphQL)
 * belongs to the page's request and its client.
 */
export function registerFairShare(
  app: FastifyInstance,
  {
    db,
    limits,
    clientKey,
    hungUpHoldMs,
  }: {
    db: Db;
    limits: FairShareLimits;
    clientKey: ClientKeyOf;
    /** How long a place stays taken after its client hung up, unless the handler answers sooner. */
    hungUpHoldMs: number;
  },
): void {
  const clients = new Map<string, Client>();
  const admitted = new WeakMap<FastifyRequest, Client>();
  /** Tells a request's place that its handler has answered. */
  const answeredHooks = new WeakMap<FastifyRequest, () => void>();

  const clientFor = (key: string): Client => {
    let client = clients.get(key);
    if (!client) {
      client = newClient(key);
      clients.set(key, client);
    }
    return client;
  };

  const release = (client: Client) => {
    const next = client.waiting.shift();
    if (next) next();
    else client.inFlight--;
  };

  app.addHook('onRequest', async (request, reply) => {
    // Static files (@fastify/static hides its routes from schemas) and the server's own requests.
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide || clientScope.getStore())
      return;
    // The place is given back once the handler has answered and the connection is done with it. A
    // client that hangs up does not get its place back while its handler still runs (or a client could
    // hang up at once, again and again, and run any number of handlers); a request whose client went
    // away while it waited leaves the queue. The connection is watched from the first moment: a client
    // that hung up while its key was looked up (a member's session) would otherwise never be seen
    // going, and its place would never come back (a browser cancelling a page's requests locked a
    // member out for good).
    const slot: Slot = { state: 'waiting', answered: false, closed: false };
    let leaveQueue = () => {};
    let fallback: NodeJS.Timeout | undefined;
    let client: Client | undefined;
    // Read through a call: the connection's listener changes the state while this hook awaits.
    const gone = () => slot.state === 'gone';
    const giveBack = () => {
      if (slot.state !== 'placed') return;
      slot.state = 'gone';
      clearTimeout(fallback);
      if (client) release(client);
    };
    answeredHooks.set(request, () => {
      slot.answered = true;
      if (slot.closed) giveBack();
    });
    reply.raw.once('close', () => {
      slot.closed = true;
      if (slot.state === 'waiting') {
        leaveQueue();
        slot.state = 'gone';
      } else if (slot.answered || reply.raw.writableFinished) {
        giveBack();
      } else {
        // Hung up mid-answer: the place is back when the handler answers, at the latest once the
        // longest a request may take has passed.
        fallback = setTimeout(giveBack, hungUpHoldMs);
        fallback.unref();
      }
    });
    const now = Date.now();
    const current = clientFor(await clientKey(request));
    client = current;
    if (gone()) return abandon(reply);
    if (current.blockedUntil > now) {
      const seconds = Math.ceil((current.blockedUntil - now) / 1000);
      slot.state = 'gone';
      return refuse(reply, seconds, `Too many requests. Please try again in ${seconds} seconds.`);
    }
    if (current.inFlight >= limits.concurrency) {
      if (current.waiting.length >= limits.queue)
        return refuse(reply, 1, 'Too many requests at once. Please try again in a second.');
      const placed = await new Promise<boolean>((resolve) => {
        const start = () => {
          clearTimeout(timer);
          resolve(true);
        };
        leaveQueue = () => {
          clearTimeout(timer);
          const index = current.waiting.indexOf(start);
          if (index >= 0) current.waiting.splice(index, 1);
          resolve(false);
        };
        const timer = setTimeout(leaveQueue, limits.queueWaitMs);
        current.waiting.push(start);
      });
      if (!placed) {
        if (gone()) return abandon(reply);
        slot.state = 'gone';
        return refuse(reply, 1, 'Too many requests at once. Please try again in a second.');
      }
    } else {
      current.inFlight++;
    }
    if (gone()) {
      release(current);
      return abandon(reply);
    }
    slot.state = 'placed';
    admitted.set(request, current);
  });

  // The handler has its answer (also an error's): a place its client hung up on is free again.
  app.addHook('onSend', async (request, _reply, payload) => {
    answeredHooks.get(request)?.();
    return payload;
  });

  // Everything the handler does (after the body is read) runs as the client's: its statements are charged to it.
  app.addHook('preHandler', (request, _reply, done) => {
    const client = admitted.get(request);
    if (client) clientScope.run(client, done);
    else done();
  });

  let flushing = false;
  const flush = async () => {
    if (flushing) return;
    const now = Date.now();
    const charges: { key: string; ms: number }[] = [];
    for (const [key, client] of clients) {
      if (client.unflushedMs >= 1) {
        charges.push({ key, ms: Math.round(client.unflushedMs) });
        client.unflushedMs = 0;
      } else if (
        client.inFlight === 0 &&
        client.waiting.length === 0 &&
        scoreClock() - client.scoredAt > IDLE_MS
      ) {
        clients.delete(key);
      }
    }
    if (charges.length === 0) return;
    flushing = true;
    try {
      for (const total of await addToWindows(db, charges, WINDOW_MS, new Date(now))) {
        const client = clients.get(total.key);
        if (client && total.ms > limits.dbTimeMsPerMinute) client.blockedUntil = total.resetAt.getTime();
      }
    } catch (error) {
      app.log.warn({ err: error }, 'fair share: the database time of the last second could not be counted');
    } finally {
      flushing = false;
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
