import type {
  AuditEntry,
  AuditEntryFilter,
  AuditExportFilter,
  AuditPaging,
} from '@hms/shared/audit';
import type { Database } from '../../core/db/database';
import {
  readActivity,
  readActivityWindowed,
  type ActivityCursor,
  type ActivityFilter,
  type ActivityRow,
} from './activity-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries nearest the cursor that a windowed read checks before it turns to the indexes. */
const WINDOW = 2_000;

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
function toFilter(query: AuditExportFilter): ActivityFilter {
  const { actor, entityType, entityId, action, from, to } = query;
  return {
    ...(actor ? { actor } : {}),
    // An action names its kind of record (`room.create`): the kind adds nothing to it.
    ...(entityType && !action ? { entityType } : {}),
    ...(entityId ? { entityId } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) } : {}),
  };
}

/** An action of another kind of record than the one asked for matches nothing. */
const contradicts = (query: AuditExportFilter) =>
  query.entityType !== undefined &&
  query.action !== undefined &&
  !query.action.startsWith(`${query.entityType}.`);

/**
 * The Activity page: entries newest first, a page at a time on either side of a cursor (an
 * entry's id). No total is counted (docs/decisions/041); one row more than the page tells whether
 * there are more beyond it.
 */
export function createActivityService(db: Database, { window = WINDOW } = {}) {
  async function read(
    query: AuditExportFilter,
    cursor: ActivityCursor,
    take: number,
  ): Promise<ActivityRow[]> {
    if (contradicts(query)) return [];
    const filter = toFilter(query);
    const { search, actor } = query;
    // One person's changes to one kind of record: walked along the person's entries, the kind
    // checked. With an action instead, an index of the two reads them.
    const ofOneKind = actor !== undefined && filter.entityType !== undefined;
    if (!search && !ofOneKind) return readActivity(db, filter, cursor, take);
    const { entityType, ...rest } = filter;
    const along = ofOneKind ? rest : filter;
    const check = {
      ...(search ? { search } : {}),
      ...(ofOneKind && entityType ? { entityType } : {}),
    };
    return readActivityWindowed(db, along, check, cursor, take, window);
  }

  return {
    async list(query: AuditEntryFilter): Promise<{ data: AuditEntry[]; paging: AuditPaging }> {
      const cursor: ActivityCursor =
        query.before !== undefined
          ? { before: query.before }
          : query.after !== undefined
            ? { after: query.after }
            : undefined;
      const rows = await read(query, cursor, query.limit + 1);
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      const newerSide = cursor !== undefined && 'after' in cursor;
      if (newerSide) page.reverse();
      const first = page[0]?.id ?? null;
      const last = page.at(-1)?.id ?? null;
      // Read from a cursor, the page's other side holds at least the entry the cursor names: an
      // empty page points back at that entry, and the next read starts beside it.
      const paging: AuditPaging = newerSide
        ? { newer: more ? first : null, older: last ?? query.after ?? null }
        : { older: more ? last : null, newer: cursor ? (first ?? query.before ?? null) : null };
      return { data: page.map(toEntry), paging };
    },

    /** The `size` entries older than `before` (the newest without it): an export's slice. */
    entriesBefore(filter: AuditExportFilter, before: number | undefined, size: number) {
      return read(filter, before === undefined ? undefined : { before }, size);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
