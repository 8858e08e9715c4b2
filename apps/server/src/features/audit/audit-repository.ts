import type { SessionUser } from '@hms/shared/auth';
import type { Executor } from '../../db/database';
import { auditEntries } from '../../db/schema';
import { entryLabel } from './entry-label';

/** Who made a change, as they were named when they made it; a warden with their hostels. */
export type Actor = Pick<SessionUser, '_id' | 'role' | 'name' | 'hostelIds'>;

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
export function withoutSecrets(value: unknown): unknown {
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
export async function recordChange(tx: Executor, actor: Actor, change: AuditChange) {
  await tx.insert(auditEntries).values({
    actorId: actor._id,
    actorRole: actor.role,
    actorName: actor.name,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    entityLabel: change.label ?? entryLabel(change.entityType, change.after ?? change.before),
    before: change.before === undefined ? null : withoutSecrets(change.before),
    after: change.after === undefined ? null : withoutSecrets(change.after),
  });
}
