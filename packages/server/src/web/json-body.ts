import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Text that may hold a key JSON.parse would make dangerous to merge (spelled out or escaped). */
const SUSPECT = /__proto__|constructor|\\u/;

/** A 400 whose `code` Fastify's own error handler and the REST routes' handlers answer as it is. */
export class RefusedJsonKey extends AppError {
  readonly code = 'BAD_USER_INPUT';

  constructor(key: string) {
    super('BAD_USER_INPUT', `The request body may not contain the key ${key}.`, {
      field: 'body',
      statusCode: 400,
    });
  }
}

/**
 * Parses a JSON body as Fastify's own parser does, refusing `__proto__` keys and `constructor`
 * objects with a `prototype` (prototype poisoning), but saying so: Fastify's parser answers
 * "not valid JSON" for both. Plain bodies take JSON.parse alone; only text that could hold such a
 * key goes through the slower checking reviver.
 */
export function parseJsonBody(text: string): unknown {
  if (!SUSPECT.test(text)) return JSON.parse(text);
  return JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__') throw new RefusedJsonKey('__proto__');
    if (
      key === 'constructor' &&
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(value, 'prototype')
    )
      throw new RefusedJsonKey('constructor.prototype');
    return value;
  });
}

/** Replaces Fastify's application/json parser (every route; the body limit stays the server's). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const invalid = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      if (error instanceof RefusedJsonKey) done(error, undefined);
      // Anything else is what Fastify's parser says of it (empty body, not JSON).
      else invalid(request, text, done);
    }
  });
}
