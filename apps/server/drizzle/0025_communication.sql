CREATE TYPE "public"."leave_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Cancelled');--> statement-breakpoint
CREATE TABLE "notice_hostels" (
	"notice_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	CONSTRAINT "notice_hostels_notice_id_hostel_id_pk" PRIMARY KEY("notice_id","hostel_id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_student_id_notice_id_pk" PRIMARY KEY("student_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"all_hostels" boolean NOT NULL,
	"author_role" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_role" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_link_is_a_path" CHECK ("notifications"."link" is null or "notifications"."link" like '/%')
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"hostel_id" uuid,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" "leave_status" DEFAULT 'Pending' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaves_days_in_order" CHECK ("leaves"."from_day" <= "leaves"."to_day"),
	CONSTRAINT "leaves_phone_check" CHECK ("leaves"."contact_phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_hostels" ADD CONSTRAINT "notice_hostels_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_hostels" ADD CONSTRAINT "notice_hostels_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_hostels_hostel_idx" ON "notice_hostels" USING btree ("hostel_id","notice_id");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at","id") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "leaves_student_idx" ON "leaves" USING btree ("student_id","from_day");--> statement-breakpoint
CREATE INDEX "leaves_hostel_days_idx" ON "leaves" USING btree ("hostel_id","status","from_day","to_day");--> statement-breakpoint
CREATE INDEX "leaves_status_created_idx" ON "leaves" USING btree ("status","created_at","id");--> statement-breakpoint
-- Two pending or approved leaves of one student never overlap, whatever two requests race.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_no_overlap" EXCLUDE USING gist ("student_id" WITH =, daterange("from_day", "to_day", '[]') WITH &&) WHERE ("status" IN ('Pending', 'Approved'));
--> statement-breakpoint
-- Complaints already late when this arrives are not announced all at once.
UPDATE "complaints" SET "overdue_notified_at" = now() WHERE "status" IN ('Open', 'In Progress') AND "due_at" < now();--> statement-breakpoint
-- What the overdue watch reads each minute: the late complaints nobody has been told of yet.
CREATE INDEX "complaints_overdue_unannounced_idx" ON "complaints" USING btree ("due_at") WHERE "status" IN ('Open', 'In Progress') AND "overdue_notified_at" IS NULL;
