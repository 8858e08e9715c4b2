CREATE TYPE "public"."removed_record_kind" AS ENUM('student', 'hostel', 'room', 'complaint');--> statement-breakpoint
CREATE TABLE "removed_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "removed_record_kind" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"left_open_at" timestamp with time zone,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "complaints_status_idx";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "in_progress_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "removed_records_kind_removed_idx" ON "removed_records" USING btree ("kind","removed_at");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_left_open_idx" ON "complaints" USING btree (least("in_progress_at", "resolved_at"));--> statement-breakpoint
-- Complaints already In Progress started no later than their last change.
UPDATE "complaints" SET "in_progress_at" = "updated_at" WHERE "status" = 'In Progress';--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_left_open_check" CHECK ("complaints"."status" = 'Open' or least("complaints"."in_progress_at", "complaints"."resolved_at") is not null);