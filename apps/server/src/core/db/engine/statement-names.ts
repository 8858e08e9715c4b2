import { createHash } from 'node:crypto';

/** Statements one connection keeps prepared at most; later new ones run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Marks a statement whose best plan depends on its values, such as a text search: a word that
 * matches most rows is read fastest by walking the list's order, one that matches few through its
 * index. Such a statement is never prepared under a name, so the database plans it for the values
 * of each run (see db/lists/plan-per-run.ts).
 */
export const PLAN_PER_RUN_MARK = '/* planned per run */';

const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The name a data statement is prepared under: a hash of its text, so the same text always gets
 * the same name and different texts never share one. Transaction control, DDL, the migrations'
 * scripts and statements planned per run stay unnamed.
 */
export function statementName(text: string): string | undefined {
  if (!DATA_STATEMENT.test(text) || text.includes(PLAN_PER_RUN_MARK)) return undefined;
  return `s_${createHash('sha1').update(text).digest('base64url')}`;
}
