CREATE TYPE "public"."charge_line" AS ENUM('Rent', 'Hostel fee', 'Security deposit');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('Charge', 'Fine', 'Refund', 'Payment', 'Waiver', 'Deposit returned', 'Reversal');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('Cash', 'UPI', 'Bank transfer', 'Cheque', 'Card');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"owing_since" date
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" uuid NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"entry_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"hostel_id" uuid,
	"hostel_name" text,
	"residency_id" uuid,
	"month" date,
	"line" charge_line,
	"period_from" date,
	"period_to" date,
	"rate" integer,
	"posting_id" uuid,
	"method" "payment_method",
	"reference" text,
	"receipt_number" text,
	"receipt" jsonb,
	"idempotency_key" uuid,
	"reverses" uuid,
	"reason" text,
	"entered_by_id" uuid,
	"entered_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind"
        when 'Charge' then "ledger_entries"."amount" > 0 when 'Fine' then "ledger_entries"."amount" > 0
        when 'Refund' then "ledger_entries"."amount" > 0
        when 'Payment' then "ledger_entries"."amount" < 0 when 'Waiver' then "ledger_entries"."amount" < 0
        when 'Deposit returned' then "ledger_entries"."amount" < 0
        else "ledger_entries"."amount" <> 0 end),
	CONSTRAINT "ledger_entries_amount_check" CHECK (abs("ledger_entries"."amount") <= 1000000000),
	CONSTRAINT "ledger_entries_reversal_check" CHECK (("ledger_entries"."kind" = 'Reversal') = ("ledger_entries"."reverses" is not null and "ledger_entries"."reason" is not null)),
	CONSTRAINT "ledger_entries_payment_check" CHECK (("ledger_entries"."kind" = 'Payment') = ("ledger_entries"."receipt_number" is not null) and ("ledger_entries"."kind" not in ('Payment', 'Refund') or "ledger_entries"."method" is not null)),
	CONSTRAINT "ledger_entries_charge_check" CHECK ("ledger_entries"."line" is null or "ledger_entries"."kind" in ('Charge', 'Waiver'))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_residency_id_residencies_id_fk" FOREIGN KEY ("residency_id") REFERENCES "public"."residencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_ledger_entries_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owing_idx" ON "ledger_accounts" USING btree ("owing_since","student_id","balance") WHERE "ledger_accounts"."balance" > 0;--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("student_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_hostel_day_idx" ON "ledger_entries" USING btree ("hostel_id","entry_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_charge_key" ON "ledger_entries" USING btree ("residency_id","month","line") WHERE "ledger_entries"."kind" = 'Charge' and "ledger_entries"."line" <> 'Security deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_unused_key" ON "ledger_entries" USING btree ("residency_id","month","line") WHERE "ledger_entries"."kind" = 'Waiver' and "ledger_entries"."residency_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_deposit_key" ON "ledger_entries" USING btree ("student_id","hostel_id") WHERE "ledger_entries"."kind" = 'Charge' and "ledger_entries"."line" = 'Security deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_receipt_key" ON "ledger_entries" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_key" ON "ledger_entries" USING btree ("reverses");--> statement-breakpoint
-- A month's charge for some of its days, in paise, rounded to the nearest paisa with halves up
-- (docs/decisions/045). packages/shared/src/fee-rules.ts proratedPaise is the same expression.
CREATE FUNCTION ledger_prorated(rate integer, days integer, month_days integer) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (rate::bigint * 100 * days * 2 + month_days) / (2 * month_days)
$$;
--> statement-breakpoint
-- Entries are never changed or removed; a mistake is put right by a reversal. The one change
-- allowed is the key's own: a deleted hostel's id is cleared, its name kept.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cleared ledger_entries;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    cleared := OLD;
    cleared.hostel_id := NULL;
    IF NEW IS NOT DISTINCT FROM cleared THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'Ledger entries are never changed or deleted; reverse an entry instead.'
    USING ERRCODE = 'HMS07';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- A reversal undoes exactly one entry of the same student, which is not itself a reversal; the
-- unique index on reverses lets each entry be reversed once.
CREATE FUNCTION ledger_entries_reversal_rules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target ledger_entries;
BEGIN
  SELECT * INTO target FROM ledger_entries WHERE id = NEW.reverses;
  IF target.id IS NULL OR target.student_id <> NEW.student_id THEN
    RAISE EXCEPTION 'The entry to reverse is not this student''s.' USING ERRCODE = 'HMS08';
  END IF;
  IF target.kind = 'Reversal' THEN
    RAISE EXCEPTION 'A reversal cannot itself be reversed.' USING ERRCODE = 'HMS08';
  END IF;
  IF NEW.amount <> -target.amount THEN
    RAISE EXCEPTION 'A reversal is the entry''s amount with the opposite sign.' USING ERRCODE = 'HMS08';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_reversal_rules BEFORE INSERT ON ledger_entries
FOR EACH ROW WHEN (NEW.kind = 'Reversal') EXECUTE FUNCTION ledger_entries_reversal_rules();
--> statement-breakpoint
-- Each account is its entries' sum, and the day its oldest unpaid debit fell due: credits settle
-- debits oldest first, and an entry and its reversal settle nothing (fee-rules.ts unpaidDues).
-- The accounts are locked before they are summed, so the sum's snapshot holds every committed
-- entry of theirs, whatever other transactions wrote meanwhile.
CREATE FUNCTION ledger_accounts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (student_id)
    SELECT DISTINCT student_id FROM added ORDER BY student_id
    ON CONFLICT (student_id) DO NOTHING;
  PERFORM 1 FROM ledger_accounts
    WHERE student_id IN (SELECT student_id FROM added)
    ORDER BY student_id FOR UPDATE;
  WITH entries AS (
    SELECT e.student_id, e.entry_on, e.seq, e.amount,
      e.reverses IS NULL AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses = e.id) AS live
    FROM ledger_entries e
    WHERE e.student_id IN (SELECT student_id FROM added)
  ), sums AS (
    SELECT student_id, sum(amount) AS balance,
      coalesce(sum(-amount) FILTER (WHERE live AND amount < 0), 0) AS credit
    FROM entries GROUP BY student_id
  ), debits AS (
    SELECT student_id, entry_on,
      sum(amount) OVER (PARTITION BY student_id ORDER BY entry_on, seq) AS running
    FROM entries WHERE live AND amount > 0
  ), owing AS (
    SELECT d.student_id, min(d.entry_on) AS owing_since
    FROM debits d JOIN sums s ON s.student_id = d.student_id
    WHERE d.running > s.credit
    GROUP BY d.student_id
  )
  UPDATE ledger_accounts a
  SET balance = s.balance, owing_since = o.owing_since
  FROM sums s LEFT JOIN owing o ON o.student_id = s.student_id
  WHERE a.student_id = s.student_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_keep AFTER INSERT ON ledger_entries
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_keep();
