import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
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
    // In the order the entries were written.
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
    // The hash chain (docs/decisions/059), written by the BEFORE INSERT trigger
    // audit_entries_chain whatever the insert gives: the entry's place in the chain, counted
    // without gaps from 1, the hash of the entry before it (64 zeros for the first) and its own
    // hash over that and its content (core/audit/hash-chain.ts).
    chainPosition: bigint('chain_position', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // An entry holding contact details (a record's email, phone or contactPhone, an e-mail's
    // label) hashes their salted digests instead, so erasing them (docs/decisions/056) leaves the
    // hash right; the salt goes with them, so the digests cannot be guessed back.
    contactSalt: text('contact_salt'),
    contactDigests: jsonb('contact_digests'),
  },
  (t) => [
    // Newest first is time, then id (docs/decisions/041): each index ends in (at, id), so a page is
    // read from it in order, from its cursor, and stops after its rows; a date range is a range
    // of the same index. The label is kept in it too, so a search checks the newest entries from
    // the index alone before it turns to the trigram index.
    index('audit_entries_at_idx').on(t.at, t.id, t.entityLabel),
    // A record's history.
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at, t.id),
    // One kind of record, one action, one person's changes.
    index('audit_entries_type_idx').on(t.entityType, t.at, t.id),
    index('audit_entries_action_idx').on(t.action, t.at, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.at, t.id),
    // One person's changes of one action: each alone can be half the table and the two together
    // nothing (the office never submits a complaint), which no walk along either finds quickly.
    index('audit_entries_actor_action_idx').on(t.actorId, t.action, t.at, t.id),
    // Search by record: entries whose label holds the text, found through its trigrams.
    index('audit_entries_label_idx')
      .using('gin', sql`lower(${t.entityLabel}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    uniqueIndex('audit_entries_chain_idx').on(t.chainPosition),
    check('audit_entries_has_a_record', sql`${t.before} is not null or ${t.after} is not null`),
  ],
);
