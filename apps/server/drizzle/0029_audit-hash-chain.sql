-- The audit trail's hash chain (docs/decisions/059). The columns are filled for the entries
-- already written before they are made NOT NULL.
ALTER TABLE "audit_entries" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "contact_salt" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "contact_digests" jsonb;--> statement-breakpoint
-- What of an entry is a contact detail that a student's deletion erases (docs/decisions/056):
-- the keys email, phone and contactPhone of its records, and the label of an e-mail's entry,
-- which names its address. Their digests are salted: a phone number's plain digest could be
-- found again by trying every number.
CREATE FUNCTION audit_contact_digests(salt text, entity_type text, label text, before jsonb,
  after jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_object_agg(path, encode(sha256(convert_to(salt || value, 'UTF8')), 'hex'))
  FROM (
    SELECT 'before.' || key, value::text FROM jsonb_each(CASE WHEN jsonb_typeof(before) = 'object'
      THEN before END) WHERE key IN ('email', 'phone', 'contactPhone')
    UNION ALL
    SELECT 'after.' || key, value::text FROM jsonb_each(CASE WHEN jsonb_typeof(after) = 'object'
      THEN after END) WHERE key IN ('email', 'phone', 'contactPhone')
    UNION ALL
    SELECT 'label', to_jsonb(label)::text WHERE entity_type = 'email'
  ) AS contact(path, value)
$$;
--> statement-breakpoint
CREATE FUNCTION audit_has_contacts(entity_type text, before jsonb, after jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT entity_type = 'email'
    OR (jsonb_typeof(before) = 'object' AND before ?| ARRAY['email', 'phone', 'contactPhone'])
    OR (jsonb_typeof(after) = 'object' AND after ?| ARRAY['email', 'phone', 'contactPhone'])
$$;
--> statement-breakpoint
-- What an entry's hash covers, as text anyone can hash again from an export: a JSON array of its
-- position, time (UTC, to the microsecond), actor, action, record, label, records and the
-- digests of its contact details, which stand in for them (and for an e-mail's label). The
-- records are jsonb's own text; core/audit/hash-chain.ts builds the same text to check it.
CREATE FUNCTION audit_hashed_content(chain_position bigint, at timestamptz, actor_id uuid,
  actor_role text, actor_name text, action text, entity_type text, entity_id uuid,
  entity_label text, before jsonb, after jsonb, contact_digests jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(chain_position,
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor_id, actor_role,
    actor_name, action, entity_type, entity_id,
    CASE WHEN contact_digests ? 'label' THEN NULL ELSE entity_label END,
    audit_without_contacts(before), audit_without_contacts(after), contact_digests)::text
$$;
--> statement-breakpoint
CREATE FUNCTION audit_link_hash(prev_hash text, content text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The chain over the entries written before it, in the order they were written (id): a running
-- aggregate in one pass over the table, whose state is the last hash. The first entry follows
-- 64 zeros.
CREATE AGGREGATE audit_chain_hash(text) (
  SFUNC = audit_link_hash,
  STYPE = text,
  INITCOND = '0000000000000000000000000000000000000000000000000000000000000000'
);
--> statement-breakpoint
-- Every entry is rewritten once. Its indexes are made again afterwards, each in one pass,
-- rather than kept up entry by entry: over a campus's million entries, minutes fewer.
DROP INDEX "audit_entries_at_idx";--> statement-breakpoint
DROP INDEX "audit_entries_type_idx";--> statement-breakpoint
DROP INDEX "audit_entries_action_idx";--> statement-breakpoint
DROP INDEX "audit_entries_label_idx";--> statement-breakpoint
DROP INDEX "audit_entries_entity_idx";--> statement-breakpoint
DROP INDEX "audit_entries_actor_idx";--> statement-breakpoint
DROP INDEX "audit_entries_actor_action_idx";--> statement-breakpoint
ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_not_changed;--> statement-breakpoint
WITH numbered AS MATERIALIZED (
  SELECT a.*, row_number() OVER (ORDER BY a.id) AS position,
    CASE WHEN audit_has_contacts(a.entity_type, a.before, a.after)
      THEN replace(gen_random_uuid()::text, '-', '') END AS salt
  FROM audit_entries a
), digested AS (
  SELECT n.*,
    audit_contact_digests(n.salt, n.entity_type, n.entity_label, n.before, n.after) AS digests
  FROM numbered n
), chained AS (
  SELECT d.id, d.position, d.salt, d.digests,
    audit_chain_hash(audit_hashed_content(d.position, d.at, d.actor_id, d.actor_role,
      d.actor_name, d.action, d.entity_type, d.entity_id, d.entity_label, d.before, d.after,
      d.digests)) OVER (ORDER BY d.position) AS link
  FROM digested d
)
UPDATE audit_entries e
  SET chain_position = c.position, hash = c.link, contact_salt = c.salt,
    contact_digests = c.digests,
    prev_hash = coalesce(c.prev_link,
      '0000000000000000000000000000000000000000000000000000000000000000')
  FROM (SELECT chained.*, lag(link) OVER (ORDER BY position) AS prev_link FROM chained) c
  WHERE e.id = c.id;--> statement-breakpoint
ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_not_changed;--> statement-breakpoint
ALTER TABLE "audit_entries" ALTER COLUMN "chain_position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_chain_idx" ON "audit_entries" USING btree ("chain_position");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id","entity_label");--> statement-breakpoint
CREATE INDEX "audit_entries_type_idx" ON "audit_entries" USING btree ("entity_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_label_idx" ON "audit_entries" USING gin (lower("entity_label") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_action_idx" ON "audit_entries" USING btree ("actor_id","action","at","id");--> statement-breakpoint
-- Each new entry joins the chain, whatever its insert gave these columns. The advisory lock,
-- held until the transaction ends, makes writers take turns from their first entry to their
-- commit, so the last link read is the last committed, and the next writer reads this one's.
-- The unique position refuses a fork, should a writer ever read an older snapshot.
CREATE FUNCTION audit_entries_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position bigint;
  last_hash text;
BEGIN
  NEW.contact_salt := NULL;
  NEW.contact_digests := NULL;
  IF audit_has_contacts(NEW.entity_type, NEW.before, NEW.after) THEN
    NEW.contact_salt := replace(gen_random_uuid()::text, '-', '');
    NEW.contact_digests := audit_contact_digests(NEW.contact_salt, NEW.entity_type,
      NEW.entity_label, NEW.before, NEW.after);
  END IF;
  PERFORM pg_advisory_xact_lock(7302140);
  SELECT chain_position, hash INTO last_position, last_hash
    FROM audit_entries ORDER BY chain_position DESC LIMIT 1;
  NEW.chain_position := coalesce(last_position, 0) + 1;
  NEW.prev_hash := coalesce(last_hash,
    '0000000000000000000000000000000000000000000000000000000000000000');
  NEW.hash := audit_link_hash(NEW.prev_hash, audit_hashed_content(NEW.chain_position, NEW.at,
    NEW.actor_id, NEW.actor_role, NEW.actor_name, NEW.action, NEW.entity_type, NEW.entity_id,
    NEW.entity_label, NEW.before, NEW.after, NEW.contact_digests));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_chain BEFORE INSERT ON audit_entries
FOR EACH ROW EXECUTE FUNCTION audit_entries_chain();
--> statement-breakpoint
-- As migration 0028 left it, but erasing a deleted student's contact details also drops the
-- entry's salt: the digests stay in the hash, and without the salt nobody can try numbers
-- against them.
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
    erased.contact_salt := NULL;
    IF NEW IS NOT DISTINCT FROM erased THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'HMS05';
END;
$$;
--> statement-breakpoint
-- As migration 0028 left it, but each entry whose contact details are erased loses its salt too.
CREATE OR REPLACE FUNCTION students_forget_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SET before = audit_without_contacts(before), after = audit_without_contacts(after),
      contact_salt = NULL
    WHERE entity_type = 'student' AND entity_id = OLD.id
      AND (before ?| ARRAY['email', 'phone'] OR after ?| ARRAY['email', 'phone']);
  UPDATE audit_entries
    SET before = audit_without_contacts(before), after = audit_without_contacts(after),
      contact_salt = NULL
    WHERE entity_type = 'leave' AND entity_id IN (SELECT id FROM leaves WHERE student_id = OLD.id);
  UPDATE audit_entries
    SET entity_label = replace(entity_label, OLD.email, 'a deleted student'), contact_salt = NULL
    WHERE entity_type = 'email' AND lower(entity_label) LIKE '%' || address || '%'
      AND strpos(entity_label, OLD.email) > 0;
  PERFORM set_config('hms.forgetting', '', true);
  RETURN OLD;
END $$;
