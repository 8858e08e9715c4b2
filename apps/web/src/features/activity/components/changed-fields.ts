import type { AuditEntry } from '@hms/shared/audit';
import { formatDay } from '@hms/shared/calendar-day';
import { formatDateTime } from '@/lib/format-date';
import { asFields, asText } from './describe-entry';

/** Fields an office does not read as a change: ids and the times every write moves. */
const UNREAD = new Set(['_id', 'createdAt', 'updatedAt']);

/** An instant as the API writes it (`2026-11-28T01:25:15.148Z`), or with an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
/** A calendar day (`2026-11-28`): a leave's days, a stay's start and end. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Not 2026-02-31, which Date would read as a day in March. */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A string as the screens show it: an instant with its time of day and a day as every screen
 * writes one (docs/product-rules.md#dates-in-locale), never as the API's ISO text.
 */
function stringText(value: string): string {
  if (INSTANT.test(value)) return formatDateTime(value);
  if (DAY.test(value) && isRealDay(value)) return formatDay(value);
  return value;
}

/** A value as one line of text: a nested record by its name or number, nothing as "none". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  const fields = asFields(value);
  if (fields) {
    const named = asText(fields.name) ?? asText(fields.roomNumber) ?? asText(fields.message);
    return named ?? JSON.stringify(value);
  }
  return typeof value === 'string' ? stringText(value) : String(value);
}

export type FieldChange = { field: string; before: string; after: string };

/**
 * The fields a change altered, before and after, as text. A record created or deleted has
 * nothing to compare; a comment shows what was written.
 */
export function changedFields(entry: AuditEntry): FieldChange[] {
  const comment = asFields(entry.after?.comment);
  if (comment) return [{ field: 'comment', before: '', after: valueText(comment.message) }];
  if (!entry.before || !entry.after) return [];
  const fields = new Set([...Object.keys(entry.before), ...Object.keys(entry.after)]);
  return [...fields]
    .filter((field) => !UNREAD.has(field))
    .filter(
      (field) => JSON.stringify(entry.before?.[field]) !== JSON.stringify(entry.after?.[field]),
    )
    .map((field) => ({
      field,
      before: valueText(entry.before?.[field]),
      after: valueText(entry.after?.[field]),
    }));
}
