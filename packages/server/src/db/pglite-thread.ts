import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { errorFromWire, type Reply, type Request, wireOptions } from './pglite-messages.ts';
import { releaseThread, takeThread } from './pglite-threads.ts';

export type PgliteThreadOptions = {
  /** Where PGlite keeps its files; unset means in memory. */
  dataDir?: string | undefined;
  /** Start from a data directory dumped by dumpDataDir. */
  loadDataDir?: Blob | undefined;
  /** Told once when the thread stops on its own (a crash); every call then fails. Default: stderr. */
  onFailure?: (error: Error) => void;
  /** A thread of its own with these heap limits (tests make one run out). */
  resourceLimits?: ResourceLimits;
};

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Send = (request: WithoutId<Request>, transfer?: ArrayBuffer[]) => Promise<unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * PGlite's client as drizzle-orm/pglite and Earmark use it (query, exec, transaction, dumpDataDir,
 * close), with PGlite itself on a worker thread (pglite-worker.ts): a statement runs there while this
 * thread goes on reading requests and answering what needs no statement. Calls cross in order;
 * a transaction stays open on the thread while its callback runs here. Errors come back with
 * their fields (`code`, `constraint`, …); if the thread dies, every waiting and later call fails.
 */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private opened = false;
  private closing = false;
  private readonly onMessage = (reply: Reply) => {
    const call = this.settle(reply.id);
    if (reply.ok) call?.resolve(reply.value);
    else call?.reject(errorFromWire(reply.error));
  };
  private readonly onError = (error: Error) => this.crash(error.message);
  private readonly onMessageError = (error: Error) => {
    this.crash(`an answer could not be read: ${error.message}`);
    void this.worker.terminate();
  };
  private readonly onExit = (code: number) => this.crash(`exited with code ${code}`);

  private constructor(
    private readonly worker: Worker,
    private readonly onFailure: (error: Error) => void,
    private readonly reusable: boolean,
  ) {
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('messageerror', this.onMessageError);
    worker.on('exit', this.onExit);
    worker.unref();
  }

  static async open(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = await takeThread(options.resourceLimits);
    const thread = new PgliteThread(worker, options.onFailure ?? logFailure, !options.resourceLimits);
    try {
      await thread.send(
        { op: 'open', dataDir: options.dataDir, loadDataDir },
        loadDataDir ? [loadDataDir] : [],
      );
    } catch (error) {
      thread.closing = true;
      await worker.terminate();
      throw error;
    }
    thread.opened = true;
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, options: wireOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.send({ op: 'exec', sql, options: wireOptions(options) }) as Promise<Results[]>;
  }

  /** PGlite's transaction: rolled back when fn throws (its error is rethrown), committed otherwise. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ op: 'begin' })) as number;
    const tx = new ThreadTransaction((request) => this.send(request), id);
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      tx.markClosed();
      await this.send({ op: 'end', tx: id, commit: false });
      throw error;
    }
    tx.markClosed();
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** The whole data directory as an uncompressed tarball. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.send({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes the database; the thread ends, or waits a moment for the next database (pglite-threads.ts). */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.failure) return;
    try {
      await this.send({ op: 'close' });
    } catch (error) {
      await this.worker.terminate();
      throw error;
    } finally {
      this.fail(new Error("The embedded database's thread is closed"));
    }
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('messageerror', this.onMessageError);
    this.worker.off('exit', this.onExit);
    await releaseThread(this.worker, this.reusable);
  }

  /** Sends a call; the thread keeps the process alive only while calls wait on it. */
  private send: Send = (request, transfer = []) => {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id }, transfer);
      } catch (error) {
        this.settle(id);
        reject(error as Error);
      }
    });
  };

  private settle(id: number): Pending | undefined {
    const call = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return call;
  }

  private crash(reason: string): void {
    if (this.closing || this.failure) return;
    const error = new Error(`The embedded database's thread stopped: ${reason}`);
    this.fail(error);
    // A thread that fails to start fails its open(), which says why.
    if (this.opened) this.onFailure(error);
  }

  /** Every waiting and later call fails with this error. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const [id, call] of this.pending) {
      this.settle(id);
      call.reject(this.failure);
    }
  }
}

/** A transaction open on the thread: its statements run there, in it, until it ends. */
export class ThreadTransaction {
  private ended = false;

  constructor(
    private readonly send: Send,
    private readonly id: number,
  ) {}

  get closed(): boolean {
    return this.ended;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    this.check();
    const wire = wireOptions(options);
    return (await this.send({ op: 'query', sql, params, options: wire, tx: this.id })) as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    this.check();
    return (await this.send({ op: 'exec', sql, options: wireOptions(options), tx: this.id })) as Results[];
  }

  async rollback(): Promise<void> {
    this.check();
    await this.send({ op: 'rollback', tx: this.id });
    this.ended = true;
  }

  markClosed(): void {
    this.ended = true;
  }

  private check(): void {
    if (this.ended) throw new Error('Transaction is closed');
  }
}

function logFailure(error: Error): void {
  console.error(`${error.message}; every database call fails until the process restarts`);
}
