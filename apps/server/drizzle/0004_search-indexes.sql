-- Trigram indexes answer "contains" searches (ILIKE '%...%') without reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (name || ' ' || student_id || ' ' || email) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_status_category_created_idx" ON "complaints" USING btree ("status","category","created_at");