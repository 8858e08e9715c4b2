-- The complaint indexes end with the lists' order, newest first with the id breaking ties, so a page
-- is read from its index in order whatever a prepared plan assumes of the filters (decision 018).
DROP INDEX "complaints_student_created_idx";--> statement-breakpoint
DROP INDEX "complaints_created_idx";--> statement-breakpoint
DROP INDEX "complaints_status_created_idx";--> statement-breakpoint
DROP INDEX "complaints_status_category_created_idx";--> statement-breakpoint
CREATE INDEX "complaints_student_created_idx" ON "complaints" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_category_created_idx" ON "complaints" USING btree ("status","category","created_at","id");