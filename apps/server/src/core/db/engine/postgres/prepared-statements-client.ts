import pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, PLAN_PER_RUN_MARK, statementName } from '../statement-names';

/**
 * A node-postgres client that prepares every data statement under a name (statementName), so
 * that each connection parses a statement once and PostgreSQL may keep its plan, instead of
 * parsing and planning it on every request. Drizzle builds the same text for the same query shape
 * and passes values as parameters, so there are few distinct statements; the cap guards against a
 * shape that would vary without end. A statement planned per run goes unnamed even when Drizzle
 * prepared it under a name. node-postgres forgets a name whose Parse failed, and a connection's
 * prepared statements end with it.
 */
export class PreparedStatementsClient extends pg.Client {
  /** Text to name: a statement seen before is not hashed again on every run. */
  private readonly prepared = new Map<string, string>();

  // pg's query() has a dozen overloads that cannot be restated one by one; the arguments pass
  // through unchanged but for the name of a config object.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  override query(...args: any[]): any {
    const config = args[0] as { text?: unknown; name?: unknown } | string | null | undefined;
    if (typeof config === 'object' && typeof config?.text === 'string') {
      if (config.name === undefined) {
        const name = this.claim(config.text);
        if (name) args[0] = { ...config, name };
      } else if (config.text.includes(PLAN_PER_RUN_MARK)) {
        args[0] = { ...config, name: undefined };
      }
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
