import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { concatBytes } from './concat-bytes';
import { copyDataFiles } from './copy-data-files';
import { migrationsFolder } from '../../migrations';
import { pgliteExtensions } from './extensions';
import { startPgliteMaintenance } from './maintenance';
import {
  sessionIdleAfter,
  type ThreadReply,
  type ThreadRequest,
  type ThreadSetup,
} from './thread-messages';
import * as schema from '../../schema';

/**
 * The embedded database's own thread (docs/decisions/017). It owns the PGlite instance: it opens and
 * migrates it, looks after its tables (docs/decisions/015), and runs the wire-protocol messages the
 * server's thread sends, one batch at a time, in the order they arrive.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const setup = workerData as ThreadSetup;

async function open(): Promise<PGlite> {
  const client = await PGlite.create({
    ...(setup.dataDir ? { dataDir: setup.dataDir } : {}),
    ...(setup.templateFile ? { loadDataDir: new Blob([fs.readFileSync(setup.templateFile)]) } : {}),
    extensions: pgliteExtensions,
  });
  // A template is the tests' copy of a database migrated once per run (src/test/global-setup.ts).
  if (!setup.templateFile) await migrate(drizzle({ client, schema }), { migrationsFolder });
  // The embedded database is read from memory, where a page out of order costs what the next
  // page costs. At PostgreSQL's default of 4, a room's residents and a complaint's comments were
  // read by bitmap scans. A bitmap scan asks the file system for the table's size each time it
  // runs, so a page of twenty cost twenty file-status calls (docs/decisions/020).
  await client.exec('set random_page_cost = 1');
  return client;
}

function post(reply: ThreadReply, transfer: ArrayBuffer[] = []) {
  port?.postMessage(reply, transfer);
}

async function serve(client: PGlite) {
  const maintenance =
    setup.maintenanceIntervalMs === null
      ? undefined
      : startPgliteMaintenance(
          client,
          (error) => post({ kind: 'maintenance-failed', message: String(error) }),
          setup.maintenanceIntervalMs,
        );

  /**
   * The server's session holds PGlite's transaction lock from the first message of a batch until
   * PostgreSQL reports it idle again, so the upkeep's statements never land inside the server's
   * open transaction.
   */
  let releaseSession: (() => void) | undefined;
  const holdSession = () =>
    new Promise<() => void>((held) => {
      void client._runExclusiveTransaction(() => new Promise<void>((release) => held(release)));
    });

  let queue: Promise<unknown> = Promise.resolve();
  port?.on('message', (request: ThreadRequest) => {
    if (request.kind === 'close') {
      queue = queue.then(async () => {
        releaseSession?.();
        await maintenance?.stop();
        await client.close();
        post({ kind: 'closed' });
        port?.close();
      });
      return;
    }
    if (request.kind === 'copy-files') {
      // Not queued behind the batches: a transaction the server's session has open ends with
      // batches still to come, and the copy waits for that end while they run.
      const { id, to } = request;
      if (!setup.dataDir) {
        post({ kind: 'failure', id, message: 'The database is in memory: it has no files' });
        return;
      }
      copyDataFiles(client, setup.dataDir, to).then(
        (seconds) => post({ kind: 'copied', id, seconds }),
        (error: unknown) => post({ kind: 'failure', id, message: String(error) }),
      );
      return;
    }
    queue = queue.then(async () => {
      try {
        releaseSession ??= await holdSession();
        // The answer's bytes as PostgreSQL writes them: PGlite's plain execProtocolRaw also
        // parses every message, which the server's thread does anyway.
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        await client._runExclusiveQuery(() =>
          client.execProtocolRawStream(request.bytes, {
            syncToFs: request.syncToFs,
            // Each chunk is a view into the database's memory, valid only during the call.
            onRawData: (chunk) => chunks.push(chunk.slice()),
          }),
        );
        const bytes = chunks.length === 1 && chunks[0] ? chunks[0] : concatBytes(chunks);
        if (sessionIdleAfter(bytes)) {
          releaseSession();
          releaseSession = undefined;
        }
        post({ kind: 'answer', id: request.id, bytes }, [bytes.buffer]);
      } catch (error) {
        releaseSession?.();
        releaseSession = undefined;
        post({ kind: 'failure', id: request.id, message: String(error) });
      }
    });
  });
  post({ kind: 'ready' });
}

open().then(serve, (error: unknown) => {
  post({
    kind: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
});
