import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../core/db/database';
import { auditEntries } from '../../../core/db/schema';

/** The audit entries a complaint's timeline is read from: its submission, status changes and assignments. */
const TIMELINE_ACTIONS = ['complaint.create', 'complaint.status', 'complaint.assign'];

/** Oldest first, along the entries' (entity_type, entity_id, id) index. */
export function timelineEntries(db: Database, complaintId: string) {
  return db
    .select({
      at: auditEntries.at,
      action: auditEntries.action,
      actorRole: auditEntries.actorRole,
      actorName: auditEntries.actorName,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityType, 'complaint'),
        eq(auditEntries.entityId, complaintId),
        inArray(auditEntries.action, TIMELINE_ACTIONS),
      ),
    )
    .orderBy(asc(auditEntries.id));
}

export type TimelineEntryRow = Awaited<ReturnType<typeof timelineEntries>>[number];
