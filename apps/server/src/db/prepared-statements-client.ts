import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most; later new ones run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 500;
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The name a data statement is prepared under: a hash of its text, so the same text always gets
 * the same name and different texts never share one. Transaction control, DDL and the
 * migrations' multi-statement scripts stay unnamed.
 */
export function statementName(text: string): string | undefined {
  if (!DATA_STATEMENT.test(text)) return undefined;
  return `s_${createHash('sha1').update(text).digest('base64url')}`;
}

type QueryConfigLike = { text: unknown; name?: unknown };

function isQueryConfig(value: unknown): value is QueryConfigLike {
  return typeof value === 'object' && value !== null && 'text' in value;
}

/**
 * A node-postgres client that prepares every data statement under a name (statementName), so
 * that each connection parses a statement once and PostgreSQL may keep its plan, instead of
 * parsing and planning it on every request. Drizzle builds the same text for the same query shape
 * and passes values as parameters, so there are few distinct statements; the cap guards against a
 * shape that would vary without end. node-postgres forgets a name whose Parse failed, and a
 * connection's prepared statements end with it.
 */
export class PreparedStatementsClient extends pg.Client {
  /** Text to name: a statement seen before is not hashed again on every run. */
  private readonly prepared = new Map<string, string>();

  // pg's query() has a dozen overloads that cannot be restated one by one; the arguments pass
  // through unchanged but for the name added to a config object.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  override query(...args: any[]): any {
    const [config] = args;
    if (isQueryConfig(config) && config.name === undefined && typeof config.text === 'string') {
      const name = this.claim(config.text);
      if (name) args[0] = { ...config, name };
    }
    return super.query(...(args as Parameters<pg.Client['query']>));
  }

  private claim(text: string): string | undefined {
    const known = this.prepared.get(text);
    if (known !== undefined || this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return known;
    const name = statementName(text);
    if (name) this.prepared.set(text, name);
    return name;
  }
}
