-- The Activity page (docs/decisions/041): each entry keeps its record's label, so the page searches
-- by it with no join and after the record is deleted; indexes for its filters and its search,
-- each ending in the page's order, time then id.
DROP INDEX "audit_entries_entity_idx";--> statement-breakpoint
DROP INDEX "audit_entries_actor_idx";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "entity_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Entries written before this migration get their label from the record they kept, as
-- entryLabel (features/audit/entry-label.ts) makes it. Entries refuse every UPDATE, so the guard
-- is lifted for this one statement and put back.
ALTER TABLE "audit_entries" DISABLE TRIGGER audit_entries_not_changed;--> statement-breakpoint
UPDATE "audit_entries" SET "entity_label" = coalesce(
  CASE "entity_type"
    WHEN 'student' THEN (coalesce("after", "before") ->> 'name')
      || coalesce(' (' || (coalesce("after", "before") ->> 'studentId') || ')', '')
    WHEN 'room' THEN 'Room ' || (coalesce("after", "before") ->> 'roomNumber')
      || coalesce(', ' || (coalesce("after", "before") -> 'hostel' ->> 'name'), '')
    WHEN 'complaint' THEN coalesce("after", "before") ->> 'subject'
    ELSE coalesce("after", "before") ->> 'name'
  END, '');--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE TRIGGER audit_entries_not_changed;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id","entity_label");--> statement-breakpoint
CREATE INDEX "audit_entries_type_idx" ON "audit_entries" USING btree ("entity_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_label_idx" ON "audit_entries" USING gin (lower("entity_label") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_action_idx" ON "audit_entries" USING btree ("actor_id","action","at","id");