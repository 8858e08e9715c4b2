import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One entry per change made through the product, written in the change's own transaction
 * (docs/decisions/040): who did it (their name as it was then), what, to which record, and the
 * record before and after. Entries are never changed or deleted: the database refuses both
 * (migration 0016), and they name their record by id alone, so deleting it keeps its history.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    // In the order the entries were written: newest first is id descending.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Null for what no signed-in account did (a student signing themselves up names themselves).
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    // The record's name as it was then ("Asha Rao (2025000001)", "Room 204, Ganga Hostel"), kept
    // on the entry so the Activity page searches by it with no join, and after the record is gone
    // (docs/decisions/041).
    entityLabel: text('entity_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.id.desc()),
    // The Activity page's other filters, each ending in the page's order so a page stops after
    // its rows (docs/decisions/041): an action ("complaint.status") and a date range.
    index('audit_entries_action_idx').on(t.action, t.id.desc()),
    index('audit_entries_at_idx').on(t.at),
    // Search by record: entries whose label holds the text, found through its trigrams.
    index('audit_entries_label_idx')
      .using('gin', sql`lower(${t.entityLabel}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('audit_entries_has_a_record', sql`${t.before} is not null or ${t.after} is not null`),
  ],
);
