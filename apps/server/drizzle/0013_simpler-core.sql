-- A page of complaints reads its comments in one query of its own (docs/decisions/035), so the
-- threads kept on each complaint go, with the triggers that kept them.
DROP TRIGGER IF EXISTS comments_thread_on_insert ON comments;--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_thread_on_update ON comments;--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_thread_on_delete ON comments;--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_thread_on_truncate ON comments;--> statement-breakpoint
DROP FUNCTION IF EXISTS comments_keep_thread();--> statement-breakpoint
DROP FUNCTION IF EXISTS comments_clear_threads();--> statement-breakpoint
DROP FUNCTION IF EXISTS comment_threads(uuid[]);--> statement-breakpoint
ALTER TABLE "complaints" DROP COLUMN "comment_thread";--> statement-breakpoint
-- Complaint search on a trigram index: any word, including one that matches nothing, is looked up
-- instead of read from every complaint (docs/decisions/034).
ALTER TABLE "complaints" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(subject || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_search_idx" ON "complaints" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The students' name order is read in order for the unfiltered page only; it no longer carries
-- what a search once walked.
DROP INDEX "students_name_order_idx";--> statement-breakpoint
CREATE INDEX "students_name_order_idx" ON "students" USING btree (lower("name"),"student_id");--> statement-breakpoint
-- A hostel's rooms and beds stay within the totals it is declared with
-- (docs/product-rules.md#declared-totals). Hostels that already hold more are declared with what
-- they hold.
UPDATE "hostels" h SET "total_rooms" = greatest(h."total_rooms", held.rooms),
  "total_capacity" = greatest(h."total_capacity", held.beds)
  FROM (SELECT hostel_id, count(*)::int AS rooms, sum(capacity)::int AS beds FROM rooms GROUP BY hostel_id) held
  WHERE held.hostel_id = h.id AND (held.rooms > h."total_rooms" OR held.beds > h."total_capacity");--> statement-breakpoint
-- The safety net under the rooms service, which checks the same under the same lock: a room
-- added or changed locks its hostel, so writers into one hostel queue, and each counts what the
-- ones before it committed.
CREATE FUNCTION rooms_within_hostel_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  declared_rooms integer;
  declared_beds integer;
  held_rooms integer;
  held_beds integer;
BEGIN
  SELECT total_rooms, total_capacity INTO declared_rooms, declared_beds
    FROM hostels WHERE id = NEW.hostel_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL; -- the foreign key reports the missing hostel
  END IF;
  SELECT count(*), coalesce(sum(capacity), 0) INTO held_rooms, held_beds
    FROM rooms WHERE hostel_id = NEW.hostel_id;
  IF held_rooms > declared_rooms THEN
    RAISE EXCEPTION 'hostel % is declared with % rooms', NEW.hostel_id, declared_rooms
      USING ERRCODE = 'HMS03';
  END IF;
  IF held_beds > declared_beds THEN
    RAISE EXCEPTION 'hostel % is declared with % beds', NEW.hostel_id, declared_beds
      USING ERRCODE = 'HMS04';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rooms_within_hostel_totals
AFTER INSERT OR UPDATE OF hostel_id, type ON rooms
FOR EACH ROW EXECUTE FUNCTION rooms_within_hostel_totals();
--> statement-breakpoint
CREATE FUNCTION hostels_totals_hold_rooms() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  held_rooms integer;
  held_beds integer;
BEGIN
  SELECT count(*), coalesce(sum(capacity), 0) INTO held_rooms, held_beds
    FROM rooms WHERE hostel_id = NEW.id;
  IF held_rooms > NEW.total_rooms THEN
    RAISE EXCEPTION 'hostel % holds % rooms', NEW.id, held_rooms USING ERRCODE = 'HMS03';
  END IF;
  IF held_beds > NEW.total_capacity THEN
    RAISE EXCEPTION 'hostel % holds % beds', NEW.id, held_beds USING ERRCODE = 'HMS04';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hostels_totals_hold_rooms
BEFORE UPDATE OF total_rooms, total_capacity ON hostels
FOR EACH ROW EXECUTE FUNCTION hostels_totals_hold_rooms();
