import type { ImportFate, ImportKind, ImportReport, ImportRow } from '@hms/shared/imports';
import type { z } from 'zod';

export type Problem = { column?: string; message: string };

/** The column a problem is in, as the file spells it. */
export type Spelling = ReadonlyMap<string, string>;

export function problemIn(spelling: Spelling, column: string, message: string): Problem {
  return { column: spelling.get(column) ?? column, message };
}

/**
 * A shared schema's first message for each field it refuses, in the column that field comes
 * from: the rule is the form's, the place is the file's.
 */
export function schemaProblems(
  error: z.ZodError,
  columnOf: Readonly<Record<string, string>>,
  spelling: Spelling,
): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const column = columnOf[field];
    problems.push(column ? problemIn(spelling, column, issue.message) : { message: issue.message });
  }
  return problems;
}

/** What becomes of a row: refused with any problem, else what its comparison decided. */
export function fateOf(problems: readonly Problem[], decided: Exclude<ImportFate, 'refused'>) {
  return problems.length > 0 ? 'refused' : decided;
}

export function reportOf(kind: ImportKind, committed: boolean, rows: ImportRow[]): ImportReport {
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.fate] += 1;
  return { kind, committed, counts, rows };
}

/** Yields to the event loop, so that progress already written leaves while the work goes on. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
