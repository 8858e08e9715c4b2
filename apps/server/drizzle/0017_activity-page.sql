-- The Activity page (docs/decisions/041): each entry keeps its record's label, so the page searches
-- by it with no join and after the record is deleted; indexes for its filters and its search.
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
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_label_idx" ON "audit_entries" USING gin (lower("entity_label") gin_trgm_ops) WITH (fastupdate=false);