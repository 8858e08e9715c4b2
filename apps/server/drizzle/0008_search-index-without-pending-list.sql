-- The students' search index takes each new entry at once instead of into GIN's pending list, which
-- every search reads whole (decision 019). Building it again also leaves no pending list behind.
DROP INDEX "students_search_idx";--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);