import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors.ts';

type Formatted = { statusCode: number; response: FormattedExecutionResult };

/** Errors Fastify raises while reading a request, answered with their status and a plain message. */
const REQUEST_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'BAD_REQUEST', message: 'Send the request as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The request has a wrong Content-Length.',
  },
  FST_ERR_VALIDATION: { code: 'BAD_REQUEST', message: 'The request must carry a GraphQL query.' },
  MER_ERR_METHOD_NOT_ALLOWED: {
    code: 'BAD_REQUEST',
    message: 'Only queries can be sent with GET; use POST.',
  },
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: { code: 'BAD_REQUEST', message: 'The request must carry a query.' },
};

/** graphql's parser stopping at the token limit (its own spelling, "more that"). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[nt] (\d+) tokens/;

/** PostgreSQL's query_canceled: here, a statement that ran past STATEMENT_TIMEOUT_MS. */
const STATEMENT_CANCELLED = '57014';

type Classified = { error: GraphQLFormattedError; status: number; internal: boolean };

function readCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function readStatus(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
    ? error.statusCode
    : undefined;
}

/** The fields read from a GraphQL error (duck-typed: graphql may be loaded twice, CJS and ESM). */
type ErrorLike = {
  message: string;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  originalError?: unknown;
};

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
  );
}

/** Mercurius wraps parse, validation and variable errors in one error carrying `errors`. */
function expand(error: ErrorLike): ErrorLike[] {
  if (REQUEST_ERRORS[readCode(error.originalError) ?? '']) return [error];
  const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(inner)) return [error];
  return inner.map((item) => (isErrorLike(item) ? item : { message: String(item) }));
}

function classify(error: ErrorLike, log: FastifyBaseLogger): Classified {
  const original = error.originalError;
  const where = { locations: error.locations, path: error.path };
  if (original instanceof AppError) {
    return {
      error: { message: original.message, ...where, extensions: { ...original.extensions } },
      status: original.statusCode,
      internal: false,
    };
  }
  const tokens = TOO_MANY_TOKENS.exec(error.message);
  if (tokens) {
    return {
      error: {
        message: `The query holds more than ${tokens[1]} tokens; the limit is ${tokens[1]} tokens.`,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
      status: 400,
      internal: false,
    };
  }
  if (!original || (isErrorLike(original) && 'locations' in original)) {
    // Parse, validation and variable errors: the client sent a query that cannot run.
    const code = error.message.startsWith('Syntax Error')
      ? 'GRAPHQL_PARSE_FAILED'
      : error.message.startsWith('Variable')
        ? 'BAD_USER_INPUT'
        : 'GRAPHQL_VALIDATION_FAILED';
    return {
      error: { message: error.message, ...where, extensions: { code } },
      status: 400,
      internal: false,
    };
  }
  // Drizzle wraps the driver's error (DrizzleQueryError) and keeps it as `cause`.
  const driverCode = readCode(original) ?? readCode((original as { cause?: unknown } | undefined)?.cause);
  if (driverCode === STATEMENT_CANCELLED) {
    log.warn({ err: original, path: error.path }, 'A statement ran past the statement timeout');
    return {
      error: {
        message: 'The request took too long and was stopped. Please try again.',
        ...where,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
      status: 503,
      internal: false,
    };
  }
  const known = REQUEST_ERRORS[readCode(original) ?? ''];
  const status = readStatus(original);
  if (known && status && status < 500) {
    return { error: { message: known.message, extensions: { code: known.code } }, status, internal: false };
  }
  log.error({ err: original }, 'Unexpected error while answering a GraphQL request');
  return {
    error: { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    status: 500,
    internal: true,
  };
}

/**
 * Mercurius' errorFormatter: known errors keep their message and code, anything unexpected is
 * logged and answered as "Internal server error" (no stack, SQL or path). With no data, the
 * status is the first error's (4xx for a bad request, 500 for a failure); with data it is 200.
 */
export function formatErrors(
  execution: ExecutionResult & { statusCode?: number },
  log: FastifyBaseLogger,
): Formatted {
  const classified = (execution.errors ?? []).flatMap(expand).map((error) => classify(error, log));
  const hasData = execution.data !== undefined && execution.data !== null;
  const statusCode = hasData ? 200 : (classified[0]?.status ?? 200);
  return {
    statusCode,
    response: { data: execution.data ?? null, errors: classified.map((item) => item.error) },
  };
}
