import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError, badUserInput } from '../errors.ts';
import { formatErrors } from './error-formatter.ts';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

function resolverError(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['release'], originalError: original });
}

describe('formatErrors', () => {
  it('keeps the message, code and field of a known error', () => {
    const { log } = fakeLog();
    const result = formatErrors(
      { data: { release: null }, errors: [resolverError(badUserInput('offset', 'must be zero or more'))] },
      log,
    );
    expect(result.statusCode).toBe(200);
    expect(result.response.errors?.[0]).toMatchObject({
      message: 'offset must be zero or more.',
      path: ['release'],
      extensions: { code: 'BAD_USER_INPUT', field: 'offset' },
    });
  });

  it('answers the status of a known error that is the whole answer', () => {
    const { log } = fakeLog();
    const result = formatErrors(
      { errors: [resolverError(new AppError('FORBIDDEN', 'Not yours.', { statusCode: 403 }))] },
      log,
    );
    expect(result.statusCode).toBe(403);
  });

  it('answers a statement cancelled by the timeout as a readable 503, without its SQL', () => {
    const warn = vi.fn();
    const log = { error: vi.fn(), warn } as unknown as FastifyBaseLogger;
    // As Drizzle throws it: its own error, with the driver's (code 57014) as the cause.
    const driver = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const cancelled = new Error('Failed query: select pg_sleep(2)', { cause: driver });
    const result = formatErrors({ errors: [resolverError(cancelled)] }, log);
    expect(result.statusCode).toBe(503);
    expect(result.response.errors?.[0]).toMatchObject({
      message: 'The request took too long and was stopped. Please try again.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(JSON.stringify(result.response)).not.toContain('pg_sleep');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs an unexpected error and hides its details', () => {
    const { log, error } = fakeLog();
    const secret = new Error('relation "users" does not exist at /work/main/src/db.ts');
    const result = formatErrors({ errors: [resolverError(secret)] }, log);
    expect(error).toHaveBeenCalledOnce();
    expect(result.statusCode).toBe(500);
    expect(result.response.errors).toEqual([
      { message: 'Internal server error', path: ['release'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(result.response)).not.toContain('users');
  });
});
