CREATE TABLE "roll_call_marks" (
	"roll_call_id" uuid NOT NULL,
	"student_id" uuid,
	"room_id" uuid,
	"position" smallint NOT NULL,
	"student_name" text NOT NULL,
	"roll_number" text NOT NULL,
	"room_number" text NOT NULL,
	"mark" text,
	"marked_by_id" uuid,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "roll_call_marks_roll_call_id_position_pk" PRIMARY KEY("roll_call_id","position"),
	CONSTRAINT "roll_call_marks_mark_check" CHECK ("roll_call_marks"."mark" is null or "roll_call_marks"."mark" in ('present', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"floor" smallint,
	"night" date NOT NULL,
	"started_by_id" uuid,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_id" uuid,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "roll_calls_closed_check" CHECK (("roll_calls"."closed_at" is null) = ("roll_calls"."closed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_student_id" uuid;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "guardian_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roll_call_marks_student_key" ON "roll_call_marks" USING btree ("roll_call_id","student_id");--> statement-breakpoint
CREATE INDEX "roll_call_marks_student_idx" ON "roll_call_marks" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roll_calls_one_open" ON "roll_calls" USING btree ("hostel_id",coalesce("floor", -1),"night") WHERE "roll_calls"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "roll_calls_hostel_night_idx" ON "roll_calls" USING btree ("hostel_id","night" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_about_student_id_students_id_fk" FOREIGN KEY ("about_student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_about_student_idx" ON "email_outbox" USING btree ("about_student_id") WHERE "email_outbox"."about_student_id" is not null;