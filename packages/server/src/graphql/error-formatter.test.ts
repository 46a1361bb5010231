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
