import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/lists/like-pattern';
import { plannedPerRun } from '../../db/lists/plan-per-run';
import { auditEntries } from '../../db/schema';

export type ActivityFilter = {
  actor?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  until?: Date;
  search?: string;
};

/** Where a page starts: the newest entries, those older than an id, or those newer than one. */
export type ActivityCursor = { before: number } | { after: number } | undefined;

const entryColumns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actorId: auditEntries.actorId,
  actorRole: auditEntries.actorRole,
  actorName: auditEntries.actorName,
  action: auditEntries.action,
  entityType: auditEntries.entityType,
  entityId: auditEntries.entityId,
  label: auditEntries.entityLabel,
  before: auditEntries.before,
  after: auditEntries.after,
};

export type ActivityRow = Awaited<ReturnType<typeof readActivity>>[number];

function filterCondition(filter: ActivityFilter, cursor: ActivityCursor): SQL | undefined {
  return and(
    filter.actor ? eq(auditEntries.actorId, filter.actor) : undefined,
    filter.entityType ? eq(auditEntries.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditEntries.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditEntries.action, filter.action) : undefined,
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.until ? lt(auditEntries.at, filter.until) : undefined,
    filter.search
      ? sql`lower(${auditEntries.entityLabel}) like ${containsPattern(filter.search.toLowerCase())}`
      : undefined,
    cursor && 'before' in cursor ? lt(auditEntries.id, cursor.before) : undefined,
    cursor && 'after' in cursor ? gt(auditEntries.id, cursor.after) : undefined,
  );
}

/**
 * Up to `take` entries on one side of the cursor, nearest it first: newest first, or, for the
 * newer side, oldest first. Every index the filters use ends in the id, so a page is read in its
 * order and stops after its rows. Which index is cheapest depends on the values (an action taken
 * a million times or ten times), so the statement is planned for each run (docs/decisions/041).
 */
export async function readActivity(
  db: Database,
  filter: ActivityFilter,
  cursor: ActivityCursor,
  take: number,
) {
  const where = filterCondition(filter, cursor);
  const newer = cursor !== undefined && 'after' in cursor;
  return db
    .select(entryColumns)
    .from(auditEntries)
    .where(plannedPerRun(where ?? sql`true`))
    .orderBy(newer ? asc(auditEntries.id) : desc(auditEntries.id))
    .limit(take);
}
