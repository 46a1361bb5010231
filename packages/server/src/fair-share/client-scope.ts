import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The client a request is answered for: its address, or the member when signed in. Every statement
 * run while answering it is charged to it (db-gate.ts), so no client can take more than its share.
 */
export type Client = {
  key: string;
  /** Database time charged recently, decaying by half every SCORE_HALF_LIFE_MS: the gate's priority. */
  score: number;
  /** Its database calls running now (on this node). */
  running: number;
  scoredAt: number;
  /** Database time charged since the last flush to the shared windows (window-store.ts). */
  unflushedMs: number;
  /** Requests being answered for it on this node, and those waiting for a place. */
  inFlight: number;
  waiting: Array<() => void>;
  /** Refused until then: it spent its database time of the window (on any node). */
  blockedUntil: number;
};

const SCORE_HALF_LIFE_MS = 3_000;

/**
 * The clock of scores and idleness: monotonic, in this process. (The wall clock can be set back,
 * or frozen in a test, and a score that never decays would hold its client's calls forever.)
 */
export const scoreClock = (): number => performance.now();

/**
 * A client's share of one database connection: past it, its next calls wait for the score to
 * decay (a client using the database without pause settles at share x SCORE_MEAN_LIFE_MS).
 */
const CLIENT_DB_SHARE = 0.25;
const SCORE_MEAN_LIFE_MS = SCORE_HALF_LIFE_MS / Math.LN2;
export const SHARE_SCORE_MS = CLIENT_DB_SHARE * SCORE_MEAN_LIFE_MS;

/** How long until the client's score has decayed to `target` (0 when it is there already). */
export function msUntilScore(client: Client, target: number, now: number): number {
  const score = currentScore(client, now);
  return score <= target ? 0 : SCORE_MEAN_LIFE_MS * Math.log(score / target);
}

export function newClient(key: string, now = scoreClock()): Client {
  return {
    key,
    score: 0,
    running: 0,
    scoredAt: now,
    unflushedMs: 0,
    inFlight: 0,
    waiting: [],
    blockedUntil: 0,
  };
}

/** The client's recent database time, as of now. */
export function currentScore(client: Client, now: number): number {
  if (now > client.scoredAt) {
    client.score *= 0.5 ** ((now - client.scoredAt) / SCORE_HALF_LIFE_MS);
    client.scoredAt = now;
  }
  return client.score;
}

export function charge(client: Client, ms: number, now = scoreClock()): void {
  client.score = currentScore(client, now) + ms;
  client.unflushedMs += ms;
}

/** The client of the request being answered; none for the server's own work (start-up, schedules). */
export const clientScope = new AsyncLocalStorage<Client>();
