CREATE TYPE "public"."room_request_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Withdrawn');--> statement-breakpoint
CREATE TABLE "room_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queued" bigint GENERATED ALWAYS AS IDENTITY (sequence name "room_requests_queued_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" uuid NOT NULL,
	"is_change" boolean NOT NULL,
	"preferred_hostel_id" uuid,
	"preferred_room_type" "room_type",
	"reason" text NOT NULL,
	"status" "room_request_status" DEFAULT 'Pending' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"moved_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_preferred_hostel_id_hostels_id_fk" FOREIGN KEY ("preferred_hostel_id") REFERENCES "public"."hostels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_requests" ADD CONSTRAINT "room_requests_moved_to_rooms_id_fk" FOREIGN KEY ("moved_to") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_requests_pending_student_key" ON "room_requests" USING btree ("student_id") WHERE "room_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "room_requests_status_queued_idx" ON "room_requests" USING btree ("status","queued");--> statement-breakpoint
CREATE INDEX "room_requests_student_idx" ON "room_requests" USING btree ("student_id","queued");