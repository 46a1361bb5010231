import { messages, type PGliteOptions, type QueryOptions } from '@electric-sql/pglite';

/**
 * What the server's thread and the embedded database's thread say to each other (pglite-thread.ts
 * and pglite-worker.ts). Only data crosses: functions cannot, so a query's parsers travel as the
 * type OIDs whose values stay text, and errors as their fields.
 */

/** A query's options as they cross: PGlite's `rowMode`, and the types drizzle keeps as text. */
export type WireOptions = { rowMode?: 'array' | 'object' | undefined; textTypes?: number[] };

/** A database call; `tx` names the open transaction it runs in. */
export type Request =
  | { id: number; op: 'open'; dataDir?: string | undefined; loadDataDir?: ArrayBuffer | undefined }
  | { id: number; op: 'query'; sql: string; params: unknown[]; options?: WireOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; options?: WireOptions; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error's fields: PostgreSQL's (code, constraint, detail…) and PGlite's (query, params). */
export type WireError = {
  name: string;
  message: string;
  stack?: string | undefined;
  /** Thrown by PostgreSQL (PGlite's DatabaseError), not by JavaScript. */
  database: boolean;
  fields: Record<string, unknown>;
};

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/**
 * A compiled WebAssembly module, named through PGlite's options: the `WebAssembly` namespace's types
 * come with the DOM library, which a project that checks this file with Node's types alone (bench,
 * e2e) does not load.
 */
export type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/** What a thread is started with: PGlite's WebAssembly, compiled once per process. */
export type ThreadData = { wasm: { pglite: WasmModule; initdb: WasmModule } };

const SKIPPED_FIELDS = new Set(['message', 'stack', 'name', 'queryOptions']);

/** An error as data: its own fields that are plain values (queryOptions holds parser functions). */
export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (SKIPPED_FIELDS.has(key) || typeof value === 'function') continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) continue;
    fields[key] = value;
  }
  const database = error instanceof messages.DatabaseError;
  return { name: error.name, message: error.message, stack: error.stack, database, fields };
}

/** The error as thrown on the thread: PGlite's DatabaseError with PostgreSQL's fields, or an Error. */
export function errorFromWire(wire: WireError): Error {
  const error: Error = wire.database
    ? new messages.DatabaseError(wire.message, Number(wire.fields.length ?? 0), 'error')
    : Object.assign(new Error(wire.message), { name: wire.name });
  Object.assign(error, wire.fields);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** Drizzle's parsers keep some types as text; only such parsers can cross (checked on this value). */
const PROBE = '\u0000earmark-probe';

/**
 * A query's options as they cross: rowMode as it is, parsers as the types they leave as text (the
 * only parsers drizzle passes). Anything else would be lost on the way, so it is refused.
 */
export function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const other = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (other.length > 0) {
    throw new Error(
      `The embedded database's thread takes rowMode and parsers only (given ${other.join(', ')})`,
    );
  }
  const textTypes: number[] = [];
  for (const [oid, parser] of Object.entries(parsers ?? {})) {
    if (parser(PROBE, Number(oid)) !== PROBE) {
      throw new Error(`A parser of type ${oid} that changes values cannot cross to the database thread`);
    }
    textTypes.push(Number(oid));
  }
  return { rowMode, textTypes };
}

const parsersByTypes = new Map<string, NonNullable<QueryOptions['parsers']>>();
const asText = (value: string) => value;

/** The options rebuilt on the database's thread (one parsers object per set of types). */
export function queryOptions(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.textTypes?.length) {
    const key = wire.textTypes.join(',');
    let parsers = parsersByTypes.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.textTypes.map((oid) => [oid, asText]));
      parsersByTypes.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}
