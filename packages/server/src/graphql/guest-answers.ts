import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, Kind, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import { graphqlParams } from './http-media.ts';

/**
 * Whole answers to guests' catalog queries, kept by request (media type, operation, document,
 * variables): the next guest asking the same gets the same bytes without parsing, validating or
 * running the document. Only queries whose every root field is in `CACHEABLE_ROOTS`, answered 200
 * without an error, are kept; a request with credentials never reads or fills it. An answer is
 * never older than the guest copies it was made of may be (RELEASE_TTL_MS): it ends when the
 * first of its releases' copies does. A write to a release through this process drops the answers
 * that named it (`forgetRelease`), as it drops the release's guest copy.
 *
 * In its last third an answer asked for is still given, and the same request runs once in the
 * background with its releases' copies read again, to replace it (refresh-ahead): a popular page's
 * answers, filled in one burst, otherwise ran out in one, and on the embedded database (one
 * statement at a time) every guest of that moment waited for the whole refill.
 */
export type GuestAnswer = { body: string; contentType: string; expiresAt: number };

/** The guest copies of releases that answers are made of (catalog/public-cache.ts `guestReleases`). */
export type ReleaseCopies = {
  /** Milliseconds the release's copy has left (0 when there is none). */
  remainingMs(releaseId: number): number;
  forget(releaseId: number): void;
};

/**
 * Root fields whose whole answer is the same for every guest and made of guest copies that a write
 * through this process forgets: a release by id. (A root added here needs its own copies' lifetime
 * and forgetting in `GuestAnswers`, which knows releases only.)
 */
const CACHEABLE_ROOTS = new Set(['release']);
const MAX_BYTES = 32 * 1024 * 1024;

export class GuestAnswers {
  private readonly answers: LRUCache<string, GuestAnswer>;
  /** Answer keys by the release they name, to forget them with the release. */
  private readonly byRelease = new Map<number, Set<string>>();
  private readonly releasesOf = new Map<string, number[]>();
  /** Keys whose answer is being replaced in the background. */
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly ttlMs: number,
    private readonly copies: ReleaseCopies,
  ) {
    // Their end is the answers' own (`expiresAt`): the cache bounds their bytes.
    this.answers = new LRUCache<string, GuestAnswer>({
      maxSize: MAX_BYTES,
      // UTF-16 strings: two bytes a character, key and body.
      sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length) + 64,
      dispose: (_answer, key) => this.unlink(key),
    });
  }

  /** The answer to give, and whether it is in its last third (to be replaced); none once it ended. */
  get(key: string): { answer: GuestAnswer; refresh: boolean } | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const left = answer.expiresAt - performance.now();
    if (left <= 0) {
      this.answers.delete(key);
      return undefined;
    }
    return { answer, refresh: left < this.ttlMs / 3 };
  }

  /** Keeps an answer made just now of the copies of `releaseIds`, until the first of them ends. */
  set(key: string, body: string, contentType: string, releaseIds: number[]): void {
    let lifeMs = this.ttlMs;
    for (const id of releaseIds) {
      const copyMs = this.copies.remainingMs(id);
      // No copy: the release was read for this answer and not kept (it is as fresh as can be).
      if (copyMs > 0) lifeMs = Math.min(lifeMs, copyMs);
    }
    this.answers.set(key, { body, contentType, expiresAt: performance.now() + lifeMs });
    if (!this.answers.has(key)) return;
    this.releasesOf.set(key, releaseIds);
    for (const id of releaseIds) {
      const keys = this.byRelease.get(id) ?? new Set<string>();
      keys.add(key);
      this.byRelease.set(id, keys);
    }
  }

  /**
   * Runs `refresh` to replace the answer of `key`, its releases' copies dropped first so they are
   * read again, unless this key's is already running.
   */
  replace(key: string, refresh: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    for (const id of this.releasesOf.get(key) ?? []) this.copies.forget(id);
    void refresh()
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
  }

  forgetRelease(releaseId: number): void {
    for (const key of [...(this.byRelease.get(releaseId) ?? [])]) this.answers.delete(key);
  }

  get size(): number {
    return this.answers.size;
  }

  private unlink(key: string): void {
    for (const id of this.releasesOf.get(key) ?? []) {
      const keys = this.byRelease.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byRelease.delete(id);
    }
    this.releasesOf.delete(key);
  }
}

type Params = { query?: unknown; operationName?: unknown; variables?: unknown };

/** A cacheable document's root field: where its answer is, and where its release's id comes from. */
type Root = { responseKey: string; id: { variable: string } | { value: string } };

/**
 * Documents judged, by operation name and text: their release roots, or false when their answers
 * are not kept. Only short documents are judged (a release page's is ~1 KB), each parsed once with a
 * small token limit, before Mercurius's own limits have seen it.
 */
const MAX_DOCUMENT_CHARS = 8_000;
const MAX_DOCUMENT_TOKENS = 2_000;
const shapes = new LRUCache<string, Root[] | false>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_shape, key) => key.length + 1,
});

function rootsOf(query: string, operationName: string | undefined): Root[] | false {
  try {
    const operation = getOperationAST(
      parse(query, { noLocation: true, maxTokens: MAX_DOCUMENT_TOKENS }),
      operationName,
    );
    if (operation?.operation !== 'query') return false;
    const roots: Root[] = [];
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return false;
      if (selection.name.value === '__typename') continue;
      if (!CACHEABLE_ROOTS.has(selection.name.value)) return false;
      const arg = selection.arguments?.find((each) => each.name.value === 'id')?.value;
      const responseKey = selection.alias?.value ?? selection.name.value;
      if (arg?.kind === Kind.VARIABLE) roots.push({ responseKey, id: { variable: arg.name.value } });
      else if (arg?.kind === Kind.STRING || arg?.kind === Kind.INT)
        roots.push({ responseKey, id: { value: arg.value } });
      else return false;
    }
    return roots.length > 0 && roots;
  } catch {
    return false;
  }
}

/** The release roots of the request's document, when its answers may be kept. */
function shapeOf(params: Params): Root[] | false {
  if (typeof params.query !== 'string' || params.query.length > MAX_DOCUMENT_CHARS) return false;
  const operationName = typeof params.operationName === 'string' ? params.operationName : undefined;
  const key = `${operationName ?? ''}\n${params.query}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = rootsOf(params.query, operationName);
    shapes.set(key, shape);
  }
  return shape;
}

/** The request's cache key (media type, operation, variables, document). */
function keyOf(request: FastifyRequest, params: Params): string {
  const operation = typeof params.operationName === 'string' ? params.operationName : '';
  const variables =
    typeof params.variables === 'string' ? params.variables : JSON.stringify(params.variables ?? null);
  return `${request.headers.accept ?? ''}\n${operation}\n${variables}\n${params.query as string}`;
}

/**
 * The releases an answer depends on, when it may be kept: answered without an error, every root
 * found (an absent release may yet arrive). Null when it may not.
 */
function dependencies(roots: Root[], params: Params, payload: string): number[] | null {
  try {
    const answer = JSON.parse(payload) as { data?: Record<string, unknown> | null; errors?: unknown };
    if (answer.errors !== undefined || !answer.data) return null;
    const raw = typeof params.variables === 'string' ? JSON.parse(params.variables) : params.variables;
    const variables = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const ids: number[] = [];
    for (const root of roots) {
      if (answer.data[root.responseKey] == null) return null;
      const id = Number('variable' in root.id ? variables[root.id.variable] : root.id.value);
      if (!Number.isSafeInteger(id)) return null;
      ids.push(id);
    }
    return ids;
  } catch {
    return null;
  }
}

const PENDING = Symbol('guestAnswerKey');
type Marked = FastifyRequest & { [PENDING]?: { key: string; roots: Root[]; params: Params } };

/**
 * Serves guests' catalog queries from `answers` and keeps the answers it may. Registered after the
 * request checks of `/graphql` (http-media.ts) and before compression, which runs per route after.
 * A pre-handler, so it runs in the client's fair-share scope (fair-share.ts): the background run that
 * replaces an answer is then the server's own request, as a drawn page's queries are, and its
 * statements are charged to the guest whose request started it.
 */
export function registerGuestAnswers(app: FastifyInstance, answers: () => GuestAnswers): void {
  // The background run that replaces an answer says so (a value no client knows), to be run.
  const REFRESH_HEADER = 'x-earmark-refresh';
  const refreshMark = randomBytes(16).toString('hex');

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || request.headers.authorization !== undefined) return;
    const params = graphqlParams(request);
    const roots = params && shapeOf(params);
    if (!params || !roots) return;
    const key = keyOf(request, params);
    const kept = request.headers[REFRESH_HEADER] === refreshMark ? undefined : answers().get(key);
    if (!kept) {
      (request as Marked)[PENDING] = { key, roots, params };
      return;
    }
    if (kept.refresh) {
      const { method, url, headers } = request;
      answers().replace(key, () =>
        app.inject({
          method: method === 'GET' ? 'GET' : 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            ...(headers.accept ? { accept: headers.accept } : {}),
            [REFRESH_HEADER]: refreshMark,
          },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(params) }),
        }),
      );
    }
    reply.header('content-type', kept.answer.contentType).send(kept.answer.body);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = (request as Marked)[PENDING];
    if (pending === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    delete (request as Marked)[PENDING];
    const releaseIds = dependencies(pending.roots, pending.params, payload);
    if (releaseIds !== null) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      answers().set(pending.key, payload, contentType, releaseIds);
    }
    return payload;
  });
}
