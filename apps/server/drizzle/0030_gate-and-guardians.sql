CREATE TABLE "gate_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"hostel_id" uuid,
	"direction" text NOT NULL,
	"gate" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by" text NOT NULL,
	"client_key" uuid NOT NULL,
	"leave_id" uuid,
	"late_minutes" integer,
	"unmatched" text,
	"without_leave" boolean DEFAULT false NOT NULL,
	CONSTRAINT "gate_movements_direction_check" CHECK ("gate_movements"."direction" in ('out', 'in')),
	CONSTRAINT "gate_movements_gate_check" CHECK (length("gate_movements"."gate") between 1 and 60),
	CONSTRAINT "gate_movements_unmatched_check" CHECK ("gate_movements"."unmatched" is null or "gate_movements"."unmatched" in ('in-without-out', 'out-twice')),
	CONSTRAINT "gate_movements_late_check" CHECK ("gate_movements"."late_minutes" is null or "gate_movements"."late_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"leave" boolean DEFAULT false NOT NULL,
	"late_return" boolean DEFAULT false NOT NULL,
	"roll_call_absence" boolean DEFAULT false NOT NULL,
	"fees_due" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_contacts" (
	"student_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_contacts_student_id_slot_pk" PRIMARY KEY("student_id","slot"),
	CONSTRAINT "student_contacts_slot_check" CHECK ("student_contacts"."slot" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "wardens" ADD COLUMN "staff_role" text DEFAULT 'warden' NOT NULL;--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "curfew" time(0) DEFAULT '22:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "guardian_approves_leave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "overdue_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "guardian_decision" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "guardian_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gate_movements" ADD CONSTRAINT "gate_movements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_movements" ADD CONSTRAINT "gate_movements_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_movements" ADD CONSTRAINT "gate_movements_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contacts" ADD CONSTRAINT "student_contacts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_movements_client_key" ON "gate_movements" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "gate_movements_student_idx" ON "gate_movements" USING btree ("student_id","scanned_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gate_movements_hostel_idx" ON "gate_movements" USING btree ("hostel_id","scanned_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "wardens" ADD CONSTRAINT "wardens_staff_role_check" CHECK ("wardens"."staff_role" in ('warden', 'guard'));--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_guardian_decision_check" CHECK ("leaves"."guardian_decision" is null or "leaves"."guardian_decision" in ('Approved', 'Declined'));--> statement-breakpoint
-- A gate movement is a record of what happened at the gate: it is never changed afterwards
-- (docs/product-rules.md#gate-movements). Deleting a student deletes theirs.
CREATE FUNCTION gate_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A gate movement is never changed once recorded' USING ERRCODE = 'HMS10';
END;
$$;--> statement-breakpoint
CREATE TRIGGER gate_movements_append_only BEFORE UPDATE ON gate_movements
  FOR EACH ROW EXECUTE FUNCTION gate_movements_append_only();
