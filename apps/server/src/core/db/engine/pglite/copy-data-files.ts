import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { protocol, type PGlite } from '@electric-sql/pglite';

/** PostgreSQL's marks of a running server: stale in a copy, which no server is running on. */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts']);

/**
 * Copies the running database's data directory `from` to `to` (docs/decisions/061). It waits for
 * the server's session to be idle and holds it, as the upkeep does, so no statement runs while the
 * files are read: PGlite is one process with no background writer, so files no statement changes
 * are a database at one moment. The checkpoint first writes every change out to the tables' files,
 * so the copy opens with little of the write-ahead log to replay. Answers the seconds the copy
 * held the database, which is how long requests waited for it.
 */
export function copyDataFiles(client: PGlite, from: string, to: string): Promise<number> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const started = performance.now();
      await client.execProtocol(protocol.serialize.query('checkpoint'));
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(from, to, {
        recursive: true,
        filter: (source) => !LEFT_OUT.has(path.basename(source)),
      });
      return (performance.now() - started) / 1000;
    }),
  );
}
