import type { AuditEntry, AuditEntryFilter, AuditPaging } from '@hms/shared/audit';
import type { Database } from '../../db/database';
import {
  readActivity,
  type ActivityCursor,
  type ActivityFilter,
  type ActivityRow,
} from './activity-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function toEntry(row: ActivityRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    label: row.label,
    before: (row.before as AuditEntry['before']) ?? null,
    after: (row.after as AuditEntry['after']) ?? null,
  };
}

/** The query's whole UTC days as instants: `to` is included, so the range ends the day after. */
function toFilter(query: AuditEntryFilter): ActivityFilter {
  const { actor, entityType, entityId, action, from, to, search } = query;
  return {
    ...(actor ? { actor } : {}),
    ...(entityType ? { entityType } : {}),
    ...(entityId ? { entityId } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * The Activity page: entries newest first, a page at a time on either side of a cursor (an
 * entry's id). No total is counted (docs/decisions/041); one row more than the page tells whether
 * there are more beyond it.
 */
export function createActivityService(db: Database) {
  return {
    async list(query: AuditEntryFilter): Promise<{ data: AuditEntry[]; paging: AuditPaging }> {
      const cursor: ActivityCursor =
        query.before !== undefined
          ? { before: query.before }
          : query.after !== undefined
            ? { after: query.after }
            : undefined;
      const rows = await readActivity(db, toFilter(query), cursor, query.limit + 1);
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      const newerSide = cursor !== undefined && 'after' in cursor;
      if (newerSide) page.reverse();
      const first = page[0]?.id ?? null;
      const last = page.at(-1)?.id ?? null;
      // Read from a cursor, the page's other side holds at least the entry the cursor came from;
      // an empty page points back at that entry itself.
      const paging: AuditPaging = newerSide
        ? { newer: more ? first : null, older: last ?? (query.after ?? 0) + 1 }
        : {
            older: more ? last : null,
            newer: cursor ? (first ?? (query.before ?? 1) - 1) : null,
          };
      return { data: page.map(toEntry), paging };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
