import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { ThreadData, WasmModule } from './pglite-messages.ts';

const require = createRequire(import.meta.url);

/** tsx's ESM API, from its `import` export (`require.resolve` names the CommonJS one). */
function tsxEsmApi(): string {
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } } | undefined>;
  };
  const api = exports['./esm/api']?.import?.default;
  if (!api) throw new Error('tsx no longer exports ./esm/api');
  return pathToFileURL(path.join(path.dirname(manifest), api)).href;
}

/**
 * A thread runs pglite-worker.ts. Node 20 does not apply `--import tsx` (how the server runs its
 * TypeScript) to a worker's own module (tsx issue #354: ERR_UNKNOWN_FILE_EXTENSION), so a line of
 * JavaScript registers tsx in the thread first and then imports the file, on every Node version.
 */
const WORKER_SOURCE = `import(${JSON.stringify(tsxEsmApi())}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)});
});`;

/** The runtime's WebAssembly (the server's TypeScript libraries declare its types, not its functions). */
const runtimeWasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
).WebAssembly;

let compiled: Promise<ThreadData['wasm']> | undefined;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process and shared by every thread: PGlite keeps
 * a compiled module per JavaScript realm, and each thread is a new realm.
 */
function compiledWasm(): Promise<ThreadData['wasm']> {
  compiled ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const compile = async (file: string) => runtimeWasm.compile(await readFile(path.join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })();
  return compiled;
}

/**
 * How long a thread whose database closed waits for the next database to open on it: a process
 * that opens one after another (the API tests, one per file) skips starting a thread, loading
 * PGlite's code into it and its start-up work each time.
 */
const IDLE_MS = 5_000;
let idle: { worker: Worker; forget: () => void } | undefined;

/** A thread for a database: the idle one if there is one (and no special limits), else a new one. */
export async function takeThread(resourceLimits?: ResourceLimits): Promise<Worker> {
  if (idle && !resourceLimits) {
    const { worker, forget } = idle;
    forget();
    return worker;
  }
  return new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { wasm: await compiledWasm() },
    resourceLimits,
  });
}

/** A thread whose database closed cleanly: kept a while for the next one, else ended. */
export async function releaseThread(worker: Worker, reusable: boolean): Promise<void> {
  if (!reusable || idle) {
    await worker.terminate();
    return;
  }
  worker.unref();
  const end = () => {
    if (idle?.worker === worker) idle = undefined;
    void worker.terminate();
  };
  const timer = setTimeout(end, IDLE_MS).unref();
  worker.once('error', end);
  worker.once('exit', end);
  idle = {
    worker,
    forget: () => {
      idle = undefined;
      clearTimeout(timer);
      worker.off('error', end);
      worker.off('exit', end);
    },
  };
}
