import { type DocumentNode, visit } from 'graphql';
import { AppError } from '../errors.ts';

/** A NUL byte (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair. */
function unstorable(text: string): boolean {
  return text.includes('\0') || !(text as string & { isWellFormed(): boolean }).isWellFormed();
}

function refuse(field: string): AppError {
  return new AppError('BAD_USER_INPUT', `${field} contains a character that cannot be stored.`, {
    field,
    statusCode: 400,
  });
}

/** The first variable (by path) whose text, at any depth, holds an unstorable character. */
function unstorablePath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorablePath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

// Documents whose literals were read and found storable (Mercurius reuses a parsed document for
// every request with the same query text).
const cleanDocuments = new WeakSet<DocumentNode>();

/**
 * Every string a request carries, in its variables or written into the query, is checked once
 * here, before any resolver runs: one refusal for the whole class instead of a 500 per column.
 */
export function rejectUnstorableText(document: DocumentNode, variables: Record<string, unknown> | undefined) {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const found = unstorablePath(value, name);
    if (found) throw refuse(found);
  }
  if (cleanDocuments.has(document)) return;
  visit(document, {
    StringValue(node) {
      if (unstorable(node.value)) throw refuse('query');
    },
  });
  cleanDocuments.add(document);
}
