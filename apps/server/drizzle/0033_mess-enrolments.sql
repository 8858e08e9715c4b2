ALTER TYPE "public"."charge_line" ADD VALUE 'Mess';--> statement-breakpoint
ALTER TYPE "public"."charge_line" ADD VALUE 'Guest meals';--> statement-breakpoint
CREATE TABLE "mess_enrolments" (
	"student_id" uuid NOT NULL,
	"from_on" date NOT NULL,
	"plan_id" uuid,
	"set_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_enrolments_student_id_from_on_pk" PRIMARY KEY("student_id","from_on")
);
--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "mess_cut_min_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "leave_id" uuid;--> statement-breakpoint
ALTER TABLE "mess_enrolments" ADD CONSTRAINT "mess_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess_enrolments" ADD CONSTRAINT "mess_enrolments_plan_id_mess_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mess_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mess_enrolments_plan_idx" ON "mess_enrolments" USING btree ("plan_id","from_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_leave_idx" ON "ledger_entries" USING btree ("leave_id") WHERE "ledger_entries"."leave_id" is not null;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_mess_cut_check" CHECK ("hostels"."mess_cut_min_days" between 1 and 90);--> statement-breakpoint
-- A month's charge in paise for some of its days, from a monthly rate in paise: rounded to the
-- nearest paisa with halves up, as ledger_prorated rounds rupee rates (docs/decisions/045).
CREATE FUNCTION ledger_prorated_paise(rate integer, days integer, month_days integer) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (rate::bigint * days * 2 + month_days) / (2 * month_days)
$$;
--> statement-breakpoint
-- The student's mess plans of a hostel over some days, one row a plan's run within them
-- (docs/product-rules.md#mess-charges): each change holds from its day to the day before the
-- next. Posting a month, a stay's unused days and the mess cut all price the mess by it.
CREATE FUNCTION mess_segments(p_student uuid, p_hostel uuid, p_from date, p_to date)
RETURNS TABLE (plan_id uuid, plan_name text, monthly_rate integer, seg_from date, seg_to date)
LANGUAGE sql STABLE AS $$
  SELECT p.id, p.name, p.monthly_rate, greatest(e.from_on, p_from), least(e.to_on, p_to)
  FROM (
    SELECT plan_id, from_on, coalesce(lead(from_on) OVER (ORDER BY from_on) - 1, p_to) AS to_on
    FROM mess_enrolments WHERE student_id = p_student
  ) e
  JOIN mess_plans p ON p.id = e.plan_id AND p.hostel_id = p_hostel
  WHERE p_from <= p_to AND e.from_on <= p_to AND e.to_on >= p_from
  ORDER BY e.from_on
$$;
