import { Worker } from 'node:worker_threads';
import {
  Mutex,
  PGlite,
  protocol,
  type ExecProtocolResult,
  type QueryOptions,
} from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadSetup } from './thread-messages';

type BackendMessage = ExecProtocolResult['messages'][number];
type ProtocolOptions = Pick<QueryOptions, 'onNotice'> & {
  syncToFs?: boolean;
  throwOnError?: boolean;
};

/**
 * PGlite's query, exec and transaction are written once, in the base class of PGlite, over a few
 * wire-protocol primitives; the package exports the subclass only. The base class is PGlite's
 * prototype, and it is typed as PGlite so that Drizzle and `withPreparedStatements` accept the
 * result; the members of PGlite's own that are not implemented here are never called by them.
 */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => PGlite;

/**
 * A PGlite whose database runs on a thread of its own (docs/decisions/017; pglite-thread.ts). Each
 * batch of wire-protocol messages is posted to the thread and its answer read here, with PGlite's
 * own parser, so queries, transactions, parsers and errors behave exactly as PGlite's. While the
 * database works the server's thread goes on reading requests and writing answers.
 */
class ThreadedPglite extends BasePGlite {
  override debug = 0 as const;
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >();
  /** Copies of the data directory asked for and not done yet, by the id the thread answers. */
  readonly #copies = new Map<
    number,
    { resolve: (seconds: number) => void; reject: (error: Error) => void }
  >();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  /** Settles when the session's current exclusive holder lets go; undefined when none holds it. */
  #exclusive: Promise<void> | undefined;
  override readonly waitReady: Promise<void>;
  readonly #exited: Promise<void>;
  #nextId = 1;
  #closed = false;

  constructor(worker: Worker, onMaintenanceError: (message: string) => void) {
    super();
    this.#worker = worker;
    let started: (() => void) | undefined;
    let failed: ((error: Error) => void) | undefined;
    this.waitReady = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.#exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: ThreadReply) => {
      switch (reply.kind) {
        case 'ready':
          started?.();
          break;
        case 'failed':
          failed?.(new Error(`The embedded database could not be opened:\n${reply.message}`));
          break;
        case 'answer':
          this.#settle(reply.id)?.resolve(reply.bytes);
          break;
        case 'failure':
          (this.#settle(reply.id) ?? this.#settleCopy(reply.id))?.reject(new Error(reply.message));
          break;
        case 'copied':
          this.#settleCopy(reply.id)?.resolve(reply.seconds);
          break;
        case 'maintenance-failed':
          onMaintenanceError(reply.message);
          break;
        case 'closed':
          break;
      }
    });
    worker.on('error', (error) => {
      failed?.(error);
      this.#failAll(error);
    });
    worker.on('exit', (code) => {
      this.#closed = true;
      const error = new Error(`The embedded database's thread stopped (exit code ${code})`);
      failed?.(error);
      this.#failAll(error);
    });
  }

  #settle(id: number) {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    return pending;
  }

  #settleCopy(id: number) {
    const copy = this.#copies.get(id);
    this.#copies.delete(id);
    return copy;
  }

  #failAll(error: Error) {
    for (const pending of [...this.#pending.values(), ...this.#copies.values()]) {
      pending.reject(error);
    }
    this.#pending.clear();
    this.#copies.clear();
  }

  /**
   * The data directory's files copied to `to` by the thread, at a moment no statement runs
   * (copy-data-files.ts); answers how long statements waited for it, in seconds.
   */
  async copyFiles(to: string): Promise<number> {
    await this._checkReady();
    const id = this.#nextId++;
    return new Promise<number>((resolve, reject) => {
      this.#copies.set(id, { resolve, reject });
      const request: ThreadRequest = { kind: 'copy-files', id, to };
      this.#worker.postMessage(request);
    });
  }

  /** Batches posted to the thread and not answered yet, the one it is running included. */
  get pendingBatches(): number {
    return this.#pending.size;
  }

  override get closed(): boolean {
    return this.#closed;
  }

  override async _checkReady(): Promise<void> {
    await this.waitReady;
    if (this.#closed) throw new Error('The embedded database is closed');
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  // PGlite's query, exec and transaction take this lock for every step of theirs; shared batches
  // (execSharedProtocolRaw) wait while it is held.
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(async () => {
      let letGo = () => {};
      this.#exclusive = new Promise<void>((resolve) => (letGo = resolve));
      try {
        return await fn();
      } finally {
        this.#exclusive = undefined;
        letGo();
      }
    });
  }

  /**
   * One batch ending with Sync, sent at once unless a transaction holds the session; the answer
   * comes back unread, errors included, for the caller to read.
   */
  async execSharedProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    await this._checkReady();
    while (this.#exclusive) await this.#exclusive;
    return this.execProtocolRaw(message);
  }

  override execProtocolRaw(
    message: Uint8Array,
    { syncToFs = true }: ProtocolOptions = {},
  ): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.#nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: ThreadRequest = { kind: 'protocol', id, bytes: message, syncToFs };
      this.#worker.postMessage(request);
    });
  }

  override async execProtocolStream(
    message: Uint8Array,
    options: ProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, options)).messages;
  }

  /** As PGlite's own: the answer's messages, and its error thrown unless told otherwise. */
  override async execProtocol(
    message: Uint8Array,
    { syncToFs, throwOnError = true, onNotice }: ProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const messages: BackendMessage[] = [];
    let failure: BackendMessage | undefined;
    new protocol.Parser().parse(data, (parsed) => {
      if (parsed instanceof protocol.messages.DatabaseError) failure ??= parsed;
      else if (parsed instanceof protocol.messages.NoticeMessage) onNotice?.(parsed);
      messages.push(parsed);
    });
    if (throwOnError && failure) throw failure;
    return { messages, data };
  }

  // The thread's PGlite writes through to its files itself; there is nothing to flush here.
  override async syncToFs(): Promise<void> {}
  override async _handleBlob(): Promise<void> {}
  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }
  override async _cleanupBlob(): Promise<void> {}

  override async close(): Promise<void> {
    if (this.#closed) return;
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(async () => {
        const request: ThreadRequest = { kind: 'close' };
        this.#worker.postMessage(request);
        await this.#exited;
      }),
    );
  }
}

/** PGlite, with how much work its thread has been given and not yet answered. */
export type ThreadedClient = PGlite & {
  readonly pendingBatches: number;
  copyFiles: (to: string) => Promise<number>;
};

/**
 * Starts the embedded database on its own thread and waits until it is open and migrated.
 */
export async function startThreadedPglite(
  setup: ThreadSetup,
  onMaintenanceError: (message: string) => void,
): Promise<ThreadedClient> {
  const worker = new Worker(new URL('./pglite-thread-entry.mjs', import.meta.url), {
    workerData: setup,
  });
  const client = new ThreadedPglite(worker, onMaintenanceError);
  try {
    await client.waitReady;
    // PGlite learns the array types (text[] of a room's amenities) from the database once open.
    await client._initArrayTypes();
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return client;
}
