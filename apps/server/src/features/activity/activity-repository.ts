import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { containsPattern } from '../../core/paging/like-pattern';
import { plannedPerRun } from '../../core/paging/plan-per-run';
import { auditEntries } from '../../core/db/schema';
import { hashedContent } from '../../core/audit/hash-chain';

export type ActivityFilter = {
  actor?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  until?: Date;
};

/**
 * Where a read starts: the newest entries, those older than an entry, or those newer than one.
 * The entry is named by id; its time is read in the same statement, to the microsecond.
 */
export type ActivityCursor = { before: number } | { after: number } | undefined;

const t = auditEntries;
/**
 * Every column of an entry, its label under the name the Activity page gives it, and the text its
 * hash covers; not the salt of its contact details and their digests, which only a check reads.
 */
const entryColumns = {
  id: t.id,
  at: t.at,
  actorId: t.actorId,
  actorRole: t.actorRole,
  actorName: t.actorName,
  action: t.action,
  entityType: t.entityType,
  entityId: t.entityId,
  label: t.entityLabel,
  before: t.before,
  after: t.after,
  chainPosition: t.chainPosition,
  prevHash: t.prevHash,
  hash: t.hash,
  content: hashedContent,
};

export type ActivityRow = Awaited<ReturnType<typeof readActivity>>[number];

const newerSide = (cursor: ActivityCursor) => cursor !== undefined && 'after' in cursor;

/** Entries past the cursor, by time then id: the order every index of the table ends in. */
function pastCursor(cursor: ActivityCursor): SQL | undefined {
  if (cursor === undefined) return undefined;
  const id = 'before' in cursor ? cursor.before : cursor.after;
  const at = sql`(select ${t.at} from ${t} where ${t.id} = ${id})`;
  return 'before' in cursor
    ? sql`(${t.at}, ${t.id}) < (${at}, ${id}::bigint)`
    : sql`(${t.at}, ${t.id}) > (${at}, ${id}::bigint)`;
}

function filterCondition(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.actor ? eq(t.actorId, filter.actor) : undefined,
    filter.entityType ? eq(t.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(t.entityId, filter.entityId) : undefined,
    filter.action ? eq(t.action, filter.action) : undefined,
    filter.from ? gte(t.at, filter.from) : undefined,
    filter.until ? lt(t.at, filter.until) : undefined,
  );
}

/** The page's order, nearest the cursor first, by the table's time and id or those given. */
const pageOrder = (cursor: ActivityCursor, at: SQLWrapper = t.at, id: SQLWrapper = t.id) =>
  newerSide(cursor) ? sql`${at} asc, ${id} asc` : sql`${at} desc, ${id} desc`;

/**
 * Up to `take` entries on one side of the cursor, nearest it first: newest first, or, for the
 * newer side, oldest first. Each filter has an index ending in (at, id), so the page is read in
 * its order and stops after its rows. The page's ids are read first and its rows after: an index
 * holds the ids, so the planner weighs the index that fits the filters, read alone, against a walk
 * along the time index. Asked for whole rows at once, it walked the time index for a person and an
 * action that never go together (the office submitting a complaint), through all million entries.
 */
export async function readActivity(
  db: Database,
  filter: ActivityFilter,
  cursor: ActivityCursor,
  take: number,
) {
  const page = db
    .select({ id: t.id })
    .from(t)
    .where(and(filterCondition(filter), pastCursor(cursor)))
    .orderBy(pageOrder(cursor))
    .limit(take);
  return db
    .select(entryColumns)
    .from(t)
    .where(sql`${t.id} in (${page})`)
    .orderBy(pageOrder(cursor));
}

/** What a windowed read checks on the entries it walks: a search, and a kind of record. */
type ActivityCheck = { search?: string; entityType?: string };

/** The columns a check reads: the table's, or those of a subquery over it. */
type CheckColumns = { label: SQLWrapper; kind: SQLWrapper };
const tableColumns: CheckColumns = { label: t.entityLabel, kind: t.entityType };

function checkCondition(check: ActivityCheck, on: CheckColumns = tableColumns): SQL | undefined {
  return and(
    check.search
      ? sql`lower(${on.label}) like ${containsPattern(check.search.toLowerCase())}`
      : undefined,
    check.entityType ? sql`${on.kind} = ${check.entityType}` : undefined,
  );
}

/**
 * A read whose filters can match many entries each but few together, in two reads
 * (docs/decisions/041): a search ("sharma" in 730 labels, all of them old), or one person's
 * changes to one kind of record (the office's 476,000 entries, 50 of them about hostels). Walked
 * along its index, such a page read most of the table; gathered through its indexes and sorted,
 * a word in many labels ("geyser", 55,000) cost as much. So: first the `window` entries nearest
 * the cursor that pass `along`, read in the page's order, are checked; a common match fills the
 * page there. What that leaves unfilled is read beyond the window through the indexes that fit
 * (the trigram index, a bitmap of two) and sorted, at the cost of the matches alone.
 */
export async function readActivityWindowed(
  db: Database,
  along: ActivityFilter,
  check: ActivityCheck,
  cursor: ActivityCursor,
  take: number,
  window: number,
) {
  const walked = and(filterCondition(along), pastCursor(cursor));
  // The window's ids and labels, checked before any row is read: with no other filter the time
  // index holds both, and the window is read from the index alone.
  const nearest = db
    .select({ id: t.id, at: t.at, label: t.entityLabel, kind: t.entityType })
    .from(t)
    .where(walked)
    .orderBy(pageOrder(cursor))
    .limit(window)
    .as('nearest');
  const nearIds = db
    .select({ id: nearest.id })
    .from(nearest)
    .where(checkCondition(check, { label: nearest.label, kind: nearest.kind }))
    .orderBy(pageOrder(cursor, nearest.at, nearest.id))
    .limit(take);
  const near = await db
    .select(entryColumns)
    .from(t)
    .where(sql`${t.id} in (${nearIds})`)
    .orderBy(pageOrder(cursor));
  if (near.length >= take) return near;
  // The window's far end, to go on beyond it; fewer entries than the window means none is left.
  const [edge] = await db
    .select({ id: t.id })
    .from(t)
    .where(walked)
    .orderBy(pageOrder(cursor))
    .offset(window - 1)
    .limit(1);
  if (!edge) return near;
  const beyond = await db
    .select(entryColumns)
    .from(t)
    .where(
      and(
        filterCondition(along),
        // Planned for the values at hand, and sorted rather than walked: an expression of the
        // time is in no index's order.
        plannedPerRun(checkCondition(check) ?? sql`true`),
        pastCursor(newerSide(cursor) ? { after: edge.id } : { before: edge.id }),
      ),
    )
    .orderBy(pageOrder(cursor, sql`${t.at} + interval '0 seconds'`))
    .limit(take - near.length);
  return [...near, ...beyond];
}
