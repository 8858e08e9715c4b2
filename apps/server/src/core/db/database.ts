import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { Signals } from './signals';

type Schema = typeof schema;

/** Both drivers (PGlite and node-postgres) give this same query interface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repository functions take either, so a service can run them inside its own transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * What the connections are doing now, for the metrics: PostgreSQL's pool, or the embedded
 * database's thread, which has no pool.
 */
export type PoolStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number; max: number }
  | { kind: 'pglite'; pendingOnThread: number };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PostgreSQL's address, for what keeps connections of its own (the job queue). */
  url?: string;
  /** Between servers over one PostgreSQL; none on the embedded database, one process alone. */
  signals?: Signals;
  /**
   * The embedded database's files copied to the folder `to` while the server runs, at a moment
   * no statement runs (docs/decisions/061); answers the seconds statements waited for it. Only an
   * embedded database in a data directory has it.
   */
  copyFiles?: (to: string) => Promise<number>;
  /** Read on each scrape of /api/metrics; cheap, and never touches the database. */
  poolStats?: () => PoolStats;
};
