ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "student_name" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "student_number" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ledger_accounts_deleted_idx" ON "ledger_accounts" USING btree ("deleted_at","student_id") WHERE "ledger_accounts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to_address"));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_holder_check" CHECK (("ledger_accounts"."deleted_at" is null) = ("ledger_accounts"."student_name" is null)
        and ("ledger_accounts"."deleted_at" is null) = ("ledger_accounts"."student_number" is null));--> statement-breakpoint
-- The ledger outlives a deleted student (docs/decisions/056): their account keeps the name and
-- student ID they had, and when they were deleted, whatever deletes the row. The entries keep
-- their student_id, which no longer names a row of students.
CREATE FUNCTION students_keep_ledger_holder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
    SET student_name = OLD.name, student_number = OLD.student_id, deleted_at = now()
    WHERE student_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_keep_ledger_holder BEFORE DELETE ON students
FOR EACH ROW EXECUTE FUNCTION students_keep_ledger_holder();
--> statement-breakpoint
-- What an audit entry may not keep of a deleted student: their e-mail address and phone numbers
-- (a student's own, and the contact number of a leave).
CREATE FUNCTION audit_without_contacts(record jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(record) = 'object'
    THEN record - ARRAY['email', 'phone', 'contactPhone'] ELSE record END
$$;
--> statement-breakpoint
-- Entries are never changed or deleted, with one exception: while a student's row is deleted
-- (hms.forgetting holds their e-mail address, set by students_forget_contacts alone), an entry
-- may lose their contact details and nothing else.
CREATE OR REPLACE FUNCTION audit_entries_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  forgetting text := nullif(current_setting('hms.forgetting', true), '');
  erased audit_entries;
BEGIN
  IF TG_OP = 'UPDATE' AND forgetting IS NOT NULL THEN
    erased := OLD;
    erased.before := audit_without_contacts(OLD.before);
    erased.after := audit_without_contacts(OLD.after);
    erased.entity_label := replace(OLD.entity_label, forgetting, 'a deleted student');
    IF NEW IS NOT DISTINCT FROM erased THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'HMS05';
END;
$$;
--> statement-breakpoint
-- A deleted student's contact details go with them (docs/decisions/056): the bell lines of their
-- account and the e-mail to their address (unless an administrator or warden shares it), their
-- reset links, the sign-in throttle's rows named by them, and their e-mail address and phone
-- numbers in the audit trail, whose entries otherwise stay as they were. Their leaves,
-- complaints and requests are locked first, so a change to one that is under way commits first
-- and its bell line and audit entry are erased too; later ones find them deleted.
CREATE FUNCTION students_forget_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  address text := lower(OLD.email);
BEGIN
  PERFORM 1 FROM leaves WHERE student_id = OLD.id ORDER BY id FOR UPDATE;
  PERFORM 1 FROM complaints WHERE student_id = OLD.id ORDER BY id FOR UPDATE;
  PERFORM 1 FROM room_requests WHERE student_id = OLD.id ORDER BY id FOR UPDATE;
  DELETE FROM email_outbox o
    WHERE lower(o.to_address) = address
      AND (o.notification_id IN (SELECT n.id FROM notifications n
             WHERE n.recipient_id = OLD.id AND n.recipient_role = 'student')
        OR (o.notification_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM admins a WHERE lower(a.email) = address)
          AND NOT EXISTS (SELECT 1 FROM wardens w WHERE lower(w.email) = address)));
  DELETE FROM notifications WHERE recipient_id = OLD.id AND recipient_role = 'student';
  DELETE FROM password_resets WHERE account_id = OLD.id AND account_role = 'student';
  DELETE FROM sign_in_failures
    WHERE key IN ('id:' || address, 'id:reset:' || address, 'id:account:student:' || OLD.id);
  PERFORM set_config('hms.forgetting', OLD.email, true);
  UPDATE audit_entries
    SET before = audit_without_contacts(before), after = audit_without_contacts(after)
    WHERE entity_type = 'student' AND entity_id = OLD.id
      AND (before ?| ARRAY['email', 'phone'] OR after ?| ARRAY['email', 'phone']);
  UPDATE audit_entries
    SET before = audit_without_contacts(before), after = audit_without_contacts(after)
    WHERE entity_type = 'leave' AND entity_id IN (SELECT id FROM leaves WHERE student_id = OLD.id);
  UPDATE audit_entries SET entity_label = replace(entity_label, OLD.email, 'a deleted student')
    WHERE entity_type = 'email' AND lower(entity_label) LIKE '%' || address || '%'
      AND strpos(entity_label, OLD.email) > 0;
  PERFORM set_config('hms.forgetting', '', true);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_forget_contacts BEFORE DELETE ON students
FOR EACH ROW EXECUTE FUNCTION students_forget_contacts();
--> statement-breakpoint
-- ledger_accounts_keep as migration 0022 left it, but first it takes the holders as a deletion
-- does, students before accounts: an entry for a student being deleted waits for the deletion,
-- and then goes to the account it left (its name kept), or, when there was none, is refused
-- (HMS09): no entry is ever without a holder's name.
CREATE OR REPLACE FUNCTION ledger_accounts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM students WHERE id IN (SELECT student_id FROM added) ORDER BY id FOR KEY SHARE;
  INSERT INTO ledger_accounts (student_id)
    SELECT DISTINCT student_id FROM added ORDER BY student_id
    ON CONFLICT (student_id) DO NOTHING;
  PERFORM 1 FROM ledger_accounts
    WHERE student_id IN (SELECT student_id FROM added)
    ORDER BY student_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM ledger_accounts a
      WHERE a.student_id IN (SELECT student_id FROM added) AND a.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM students s WHERE s.id = a.student_id)) THEN
    RAISE EXCEPTION 'This student has been deleted and has no fee records to add to.'
      USING ERRCODE = 'HMS09';
  END IF;
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
