-- The students' search text in lower case, so a search is LIKE rather than ILIKE (decision 016).
-- Dropping the column drops its trigram index, which is built again on the new column.
ALTER TABLE "students" drop column "search_text";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || student_id || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("search_text" gin_trgm_ops);
