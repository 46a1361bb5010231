import { AppError } from '../errors.ts';
import type { QueryLimits } from './request-limits.ts';

/**
 * The checks a query's text meets before it is parsed: nothing is parsed, cached or kept for a text
 * that is too long, nested too deeply, or not GraphQL at all. Parsing is the costly step (a parsed
 * document takes ~70 times its text in memory), so these scans are linear and allocate nothing.
 */

function refused(message: string): AppError {
  return new AppError('QUERY_TOO_COMPLEX', message, { statusCode: 400 });
}

/**
 * How deeply brackets nest in a query text ({ ( [), outside strings and comments: a cheap scan
 * before parsing, so a query nested thousands deep is refused instead of overflowing the stack.
 */
export function bracketNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (char === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? source.indexOf('"""', i + 3) : source.slice(i + 1).search(/(?<!\\)"/) + i + 1;
      if (end < i + 1) return deepest; // an unterminated string: the parser will say so
      i = block ? end + 2 : end;
    } else if (char === '{' || char === '(' || char === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ')' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/** What a JSON text can start with that a GraphQL document cannot ("{ field" is GraphQL, '{"' is not). */
const JSON_START = /^\s*(?:[[\-"\d]|\{\s*["}]|(?:true|false|null)\s*$)/;

function isJson(source: string): boolean {
  // Mercurius would read a query that is valid JSON as a ready-made AST; refuse that outright.
  // The pattern keeps ordinary queries away from JSON.parse, which throws (slowly) on every one.
  if (!JSON_START.test(source)) return false;
  try {
    JSON.parse(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses a query text over the text limit (QUERY_TEXT_LIMIT_BYTES), nested deeper than the depth
 * limit allows (4 brackets per level), or written as JSON instead of GraphQL.
 */
export function enforceQueryText(limits: QueryLimits, source: string): void {
  // UTF-16 length bounds the UTF-8 byte length from below; count bytes only when it could matter.
  const bytes = source.length * 3 > limits.textBytes ? Buffer.byteLength(source) : source.length;
  if (bytes > limits.textBytes) {
    throw refused(
      `The query text is ${bytes} bytes long; the limit is ${limits.textBytes} bytes. Send variables for long values.`,
    );
  }
  if (bracketNesting(source) > limits.depth * 4) {
    throw refused(`The query is nested too deeply; the limit is a depth of ${limits.depth}.`);
  }
  if (isJson(source)) {
    throw new AppError('BAD_USER_INPUT', 'The query is not a GraphQL document.', {
      field: 'query',
      statusCode: 400,
    });
  }
}
