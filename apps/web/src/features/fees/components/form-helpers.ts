import type { z } from 'zod';
import { feeMessages as m } from '@hms/shared/fees';
import { parseRupees } from '@hms/shared/money';
import { ApiError } from '@/lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * An amount box's text as the shared schemas take it: paise, or undefined when blank (the schema
 * then says it is required), or the error for text that is not rupees and paise ("12.345").
 */
export function readAmount(typed: string): { paise: number | undefined; error?: string } {
  if (typed.trim() === '') return { paise: undefined };
  const paise = parseRupees(typed);
  return paise === undefined ? { paise, error: m.amountWhole } : { paise };
}

/** The first message of each field, from the shared schema's issues. */
export function issuesOf<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const issue of issues) {
    const path = String(issue.path[0]) as Field;
    if (fields.includes(path)) found[path] ??= issue.message;
  }
  return found;
}

/** The server's field messages (a 400's `errors`), for the fields the form has. */
export function serverErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (!(error instanceof ApiError)) return found;
  for (const { path, message } of error.errors) {
    if ((fields as readonly string[]).includes(path)) found[path as Field] ??= message;
  }
  return found;
}
