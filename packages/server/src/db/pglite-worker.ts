// entry point: the embedded database's thread, started by pglite-threads.ts as a worker.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { errorToWire, queryOptions, type Reply, type Request, type ThreadData } from './pglite-messages.ts';

/**
 * PGlite on a thread of its own: it runs each statement synchronously, so on the server's thread a
 * statement stopped everything else, even reading the next request. Here it answers the calls the
 * server's thread sends (pglite-thread.ts) in the order they come; PGlite runs one at a time. A
 * thread serves one database at a time, and may open another after closing it.
 */
if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-threads.ts starts it)');
const port: MessagePort = parentPort;
const { wasm } = workerData as ThreadData;

let pg: PGlite | undefined;

/** An open transaction: PGlite's handle, how to end the callback PGlite waits on, and its end. */
type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; ended: Promise<void> };
const transactions = new Map<number, OpenTransaction>();

/** Thrown into PGlite's transaction callback to make it roll back, as asked. */
const ROLLED_BACK = new Error('rolled back as asked');

function database(): PGlite {
  if (!pg) throw new Error('No database is open on this thread');
  return pg;
}

function transaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id} on the database thread`);
  return open;
}

/** Begins a transaction and answers once it is open; it stays open until `end` names it. */
function begin(id: number): void {
  let settle: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  if (!pg) {
    reply({ id, ok: false, error: errorToWire(new Error('No database is open on this thread')) });
    return;
  }
  const ended = pg.transaction(async (tx) => {
    transactions.set(id, { tx, finish: settle, ended });
    reply({ id, ok: true, value: id });
    // Throwing makes PGlite roll back (unless tx.rollback() already did).
    if (!(await decided)) throw ROLLED_BACK;
  });
  ended.catch((error: unknown) => {
    // BEGIN itself failed: the transaction never opened, and the caller still waits for `begin`.
    if (!transactions.has(id) && error !== ROLLED_BACK) reply({ id, ok: false, error: errorToWire(error) });
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transaction(tx);
  open.finish(commit);
  try {
    await open.ended;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  } finally {
    transactions.delete(tx);
  }
}

async function run(request: Exclude<Request, { op: 'begin' }>): Promise<unknown> {
  switch (request.op) {
    case 'open':
      if (pg) throw new Error('A database is already open on this thread');
      pg = await PGlite.create({
        dataDir: request.dataDir,
        loadDataDir: request.loadDataDir ? new Blob([request.loadDataDir]) : undefined,
        pgliteWasmModule: wasm.pglite,
        initdbWasmModule: wasm.initdb,
        extensions: { pg_trgm, unaccent, citext },
      });
      return undefined;
    case 'query': {
      const target = request.tx === undefined ? database() : transaction(request.tx).tx;
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'exec': {
      const target = request.tx === undefined ? database() : transaction(request.tx).tx;
      return target.exec(request.sql, queryOptions(request.options));
    }
    case 'rollback':
      return transaction(request.tx).tx.rollback();
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await database().dumpDataDir('none')).arrayBuffer();
    case 'close': {
      const closing = database();
      pg = undefined;
      transactions.clear();
      return closing.close();
    }
  }
}

function reply(message: Reply): void {
  const transfer = message.ok && message.value instanceof ArrayBuffer ? [message.value] : [];
  port.postMessage(message, transfer);
}

port.on('message', (request: Request) => {
  if (request.op === 'begin') {
    begin(request.id);
    return;
  }
  // A value that cannot be copied across (a DataCloneError) is answered as an error too.
  run(request)
    .then((value) => reply({ id: request.id, ok: true, value }))
    .catch((error: unknown) => reply({ id: request.id, ok: false, error: errorToWire(error) }));
});
