import type { SessionUser } from '@hms/shared/auth';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { entryLabel } from './entry-label';

/** Who made a change, as they were named when they made it; a warden with their hostels. */
export type Actor = Pick<SessionUser, '_id' | 'role' | 'name' | 'hostelIds'>;

/**
 * Someone with no account who changed a record through a link the product signed: a guardian
 * answering a leave (docs/product-rules.md#leave). The entry keeps no id for them.
 */
export type LinkActor = { _id: null; role: string; name: string };

/** A record as an entry keeps it: its fields as the API names them. */
export type AuditRecord = Record<string, unknown>;

export type AuditChange = {
  /** What was done, `entity.verb`: `student.assign`, `complaint.status`. */
  action: string;
  entityType: string;
  entityId: string;
  /** The record before the change; absent for what the change created. */
  before?: AuditRecord;
  /** The record after the change; absent for what the change deleted. */
  after?: AuditRecord;
  /** The record's name, when neither record holds it (a comment names only itself). */
  label?: string;
};

/** Field names that hold a secret; a record keeps none of them (docs/decisions/040). */
const SECRET = /password|token|secret/i;

/** The record without its secrets, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

/**
 * Writes the entry for a change. Call it with the change's own transaction: if the change rolls
 * back, so does its entry, and an entry never stands without its change.
 */
export async function recordChange(tx: Executor, actor: Actor | LinkActor, change: AuditChange) {
  await recordChanges(tx, actor, [change]);
}

/** Entries written per statement; they travel as one JSON parameter, however many. */
const ENTRIES_PER_STATEMENT = 1_000;

/**
 * The entries of many changes by one actor, in the order given, a thousand a statement: an
 * import's thousands of records cost a few statements, not one each.
 */
export async function recordChanges(
  tx: Executor,
  actor: Actor | LinkActor,
  changes: readonly AuditChange[],
) {
  for (let start = 0; start < changes.length; start += ENTRIES_PER_STATEMENT) {
    const entries = changes.slice(start, start + ENTRIES_PER_STATEMENT).map((change) => ({
      action: change.action,
      entity_type: change.entityType,
      entity_id: change.entityId,
      entity_label: change.label ?? entryLabel(change.entityType, change.after ?? change.before),
      before: change.before === undefined ? null : withoutSecrets(change.before),
      after: change.after === undefined ? null : withoutSecrets(change.after),
    }));
    await tx.execute(sql`
      insert into audit_entries
        (actor_id, actor_role, actor_name, action, entity_type, entity_id, entity_label, before, after)
      select ${actor._id}::uuid, ${actor.role}, ${actor.name}, e.action, e.entity_type, e.entity_id,
        e.entity_label, e.before, e.after
      from rows from (json_to_recordset(${JSON.stringify(entries)}::json) as (
          action text, entity_type text, entity_id uuid, entity_label text, before jsonb,
          after jsonb))
        with ordinality as e(action, entity_type, entity_id, entity_label, before, after, n)
      order by e.n`);
  }
}
