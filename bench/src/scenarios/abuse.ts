import http from 'node:http';
import { DEMO_SIZE } from '../../../packages/server/src/seed/scale.ts';
import { idSequence } from '../load.ts';
import { releasePageQuery } from './release-page.ts';

/**
 * Issue #26's budget: a reader's release page p95 alone, and while four guests (each from its own
 * address, as many connections as the server lets one client hold, retrying at once when refused)
 * send the most expensive documents the limits accept. Done when the attacked p95 stays within
 * 3x the quiet one (and 300 ms) on the embedded database, 1.5x (and 150 ms) on PostgreSQL.
 */

type Body = { query: string; variables?: Record<string, unknown> };
type Answer = { status: number; ms: number; text: string };

function post(url: string, body: Body, agent: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A keep-alive agent whose connections leave from one loopback address (one client per address). */
function clientAgent(address: string, sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, localAddress: address });
}

const searches = (count: number, field: 'search' | 'searchSuggestions') => (round: number) => ({
  query: `{ ${Array.from({ length: count }, (_, n) =>
    field === 'search'
      ? `s${n}: search(query: "the ${round % 97} ${n}") { releases { edges { node { id title } } } songs { edges { node { id } } } artists { edges { node { id } } } lists { edges { node { id } } } users { edges { node { id } } } }`
      : `s${n}: searchSuggestions(query: "a${round % 89} ${n}", limit: 100) { releases { id title } }`,
  ).join(' ')} }`,
});

/**
 * The most expensive document of each kind the limits accept (found by asking: the largest count
 * of aliased searches that is not refused), and which of them takes longest to answer.
 */
async function mostExpensiveAccepted(url: string): Promise<{ name: string; body: (round: number) => Body }> {
  const agent = clientAgent('127.0.0.9', 1);
  let worst = { name: '', ms: -1, body: searches(1, 'search') };
  for (const field of ['search', 'searchSuggestions'] as const) {
    for (let count = 30; count >= 1; count--) {
      const body = searches(count, field);
      const first = await post(url, body(1), agent);
      if (first.text.includes('QUERY_TOO_COMPLEX')) continue;
      // Timed on a second, different query (the first warmed caches).
      const timed = await post(url, body(2), agent);
      if (timed.ms > worst.ms) worst = { name: `${count} aliased ${field}`, ms: timed.ms, body };
      break;
    }
  }
  agent.destroy();
  return worst;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A reader opening release pages one after another for `seconds`: each page's time. */
async function read(url: string, seconds: number): Promise<number[]> {
  const agent = clientAgent('127.0.0.1', 1);
  const nextId = idSequence(DEMO_SIZE);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const answer = await post(url, { query: releasePageQuery, variables: { id: String(nextId()) } }, agent);
    if (answer.status !== 200) throw new Error(`release page answered ${answer.status}: ${answer.text}`);
    times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

export type AbuseResult = {
  document: string;
  quietP95: number;
  attackedP95: number;
  attackedP50: number;
  guestsAnswered: number;
  guestsRefused: number;
};

/** Quiet reading, then the same reading under four guests' most expensive accepted documents. */
export async function benchAbuse(url: string, seconds: number): Promise<AbuseResult> {
  await read(url, 3); // warm-up
  const quiet = await read(url, seconds);
  const attack = await mostExpensiveAccepted(url);
  let stop = false;
  const tally = { answered: 0, refused: 0 };
  const guests = [2, 3, 4, 5].map(async (n) => {
    // More connections than the server lets one client use at once: the rest wait or are refused.
    const agent = clientAgent(`127.0.0.${n}`, 8);
    let round = n * 1000;
    const loop = async () => {
      while (!stop) {
        const answer = await post(url, attack.body(round++), agent).catch(() => ({ status: 0 }));
        if (answer.status === 200) tally.answered++;
        else tally.refused++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, loop));
    agent.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the attack under way
  const attacked = await read(url, seconds);
  stop = true;
  await Promise.all(guests);
  return {
    document: attack.name,
    quietP95: percentile(quiet, 95),
    attackedP95: percentile(attacked, 95),
    attackedP50: percentile(attacked, 50),
    guestsAnswered: tally.answered,
    guestsRefused: tally.refused,
  };
}
