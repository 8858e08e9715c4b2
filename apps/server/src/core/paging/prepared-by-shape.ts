import type { Database } from '../db/database';

/**
 * Drizzle builds a query's SQL text anew on every call; on the busiest calls that building took a
 * fifth of the server's time, more than the driver and the framework together. A list's query
 * differs from call to call only in which of its filters are present, so each combination (its
 * shape) is built and prepared once per database, with the values bound as placeholders, and
 * every later call with the same shape only binds and runs it.
 *
 * Prepared queries run on the database itself, never inside a transaction, so this takes a
 * Database and not an Executor.
 */
export function preparedByShape<Filter extends string, Prepared>(
  name: string,
  build: (db: Database, present: ReadonlySet<Filter>, statementName: string) => Prepared,
): (db: Database, present: readonly Filter[]) => Prepared {
  const cache = new WeakMap<Database, Map<string, Prepared>>();
  return (db, present) => {
    let byShape = cache.get(db);
    if (!byShape) {
      byShape = new Map();
      cache.set(db, byShape);
    }
    // The callers list their filters in a fixed order, so a shape always has the same key.
    const shape = present.join('_');
    let prepared = byShape.get(shape);
    if (!prepared) {
      prepared = build(db, new Set(present), shape ? `${name}_${shape}` : name);
      byShape.set(shape, prepared);
    }
    return prepared;
  };
}
