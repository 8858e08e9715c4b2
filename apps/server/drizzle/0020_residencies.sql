CREATE TYPE "public"."residency_end_reason" AS ENUM('Moved', 'Swapped', 'Checked out', 'Deactivated', 'Room change request', 'Student deleted');--> statement-breakpoint
CREATE TABLE "residencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"room_id" uuid,
	"bed" smallint NOT NULL,
	"moved_in_on" date NOT NULL,
	"moved_out_on" date,
	"end_reason" "residency_end_reason",
	"note" text,
	"student_name" text NOT NULL,
	"student_number" text NOT NULL,
	"room_number" text NOT NULL,
	"hostel_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residencies_bed_check" CHECK ("residencies"."bed" >= 1),
	CONSTRAINT "residencies_dates_check" CHECK ("residencies"."moved_out_on" is null or "residencies"."moved_out_on" >= "residencies"."moved_in_on"),
	CONSTRAINT "residencies_end_check" CHECK (("residencies"."moved_out_on" is null) = ("residencies"."end_reason" is null)),
	CONSTRAINT "residencies_current_check" CHECK ("residencies"."moved_out_on" is not null or ("residencies"."student_id" is not null and "residencies"."room_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "bed" smallint;--> statement-breakpoint
ALTER TABLE "residencies" ADD CONSTRAINT "residencies_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residencies" ADD CONSTRAINT "residencies_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "residencies_current_student_key" ON "residencies" USING btree ("student_id") WHERE "residencies"."moved_out_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "residencies_current_bed_key" ON "residencies" USING btree ("room_id","bed") WHERE "residencies"."moved_out_on" is null;--> statement-breakpoint
CREATE INDEX "residencies_student_idx" ON "residencies" USING btree ("student_id","moved_in_on","id");--> statement-breakpoint
CREATE INDEX "residencies_room_idx" ON "residencies" USING btree ("room_id","moved_in_on","id");--> statement-breakpoint
-- Every student who has a room today begins a stay: beds numbered in the order the room's
-- residents joined it, from the day of their last recorded assignment or move, or the day their
-- record was made when the trail has none.
INSERT INTO "residencies" ("student_id", "room_id", "bed", "moved_in_on", "student_name", "student_number", "room_number", "hostel_name")
SELECT s."id", s."room_id",
	row_number() OVER (PARTITION BY s."room_id" ORDER BY coalesce(moved."at", s."created_at"), s."id"),
	coalesce(moved."at", s."created_at")::date,
	s."name", s."student_id", r."room_number", h."name"
FROM "students" s
JOIN "rooms" r ON r."id" = s."room_id"
JOIN "hostels" h ON h."id" = r."hostel_id"
LEFT JOIN LATERAL (
	SELECT max(a."at") AS "at" FROM "audit_entries" a
	WHERE a."entity_type" = 'student' AND a."entity_id" = s."id"
		AND a."action" IN ('student.assign', 'student.move')
) moved ON true;--> statement-breakpoint
UPDATE "students" s SET "bed" = r."bed" FROM "residencies" r
	WHERE r."student_id" = s."id" AND r."moved_out_on" IS NULL;--> statement-breakpoint
-- Beds are numbered 1 to the room's capacity. The room is share-locked, so its type cannot change
-- between this check and the commit; a room's change of type checks its stays in turn
-- (rooms_beds_within_capacity).
CREATE FUNCTION residencies_bed_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  beds integer;
BEGIN
  IF NEW.moved_out_on IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO beds FROM rooms WHERE id = NEW.room_id FOR SHARE;
  IF FOUND AND NEW.bed > beds THEN
    RAISE EXCEPTION 'room % has no bed %', NEW.room_id, NEW.bed USING ERRCODE = 'HMS05';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER residencies_bed_rules
BEFORE INSERT OR UPDATE OF room_id, bed, moved_out_on ON residencies
FOR EACH ROW EXECUTE FUNCTION residencies_bed_rules();--> statement-breakpoint
-- The student row carries their current stay's room and bed, so that every list, count and
-- the rules of students_room_rules (capacity, hostel type, occupancy) read it as before. Only
-- this trigger writes them: a stay that begins sets them, a stay that ends clears them.
CREATE FUNCTION residencies_keep_student() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A stay ended by its student's deletion (students_room_rules) leaves the going row alone.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.moved_out_on IS NULL THEN
    UPDATE students SET room_id = NEW.room_id, bed = NEW.bed, updated_at = now()
      WHERE id = NEW.student_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.moved_out_on IS NULL AND NEW.moved_out_on IS NOT NULL THEN
    UPDATE students SET room_id = NULL, bed = NULL, updated_at = now()
      WHERE id = NEW.student_id AND room_id = OLD.room_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER residencies_keep_student
AFTER INSERT OR UPDATE OF moved_out_on ON residencies
FOR EACH ROW EXECUTE FUNCTION residencies_keep_student();--> statement-breakpoint
-- A room made smaller keeps every current stay's bed within it.
CREATE FUNCTION rooms_beds_within_capacity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.capacity < OLD.capacity AND EXISTS (
    SELECT 1 FROM residencies
    WHERE room_id = NEW.id AND moved_out_on IS NULL AND bed > NEW.capacity
  ) THEN
    RAISE EXCEPTION 'room % has a resident beyond bed %', NEW.id, NEW.capacity USING ERRCODE = 'HMS05';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER rooms_beds_within_capacity
AFTER UPDATE OF type ON rooms
FOR EACH ROW EXECUTE FUNCTION rooms_beds_within_capacity();--> statement-breakpoint
-- students_room_rules as migration 0009 left it, but a student deleted with a current stay (by a
-- script; the service ends it first) ends that stay today, so the room's history keeps it.
CREATE OR REPLACE FUNCTION students_room_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_room uuid;
  moving boolean;
  room_hostel uuid;
  hostel_kind hostel_type;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.room_id IS NOT NULL THEN
      UPDATE residencies
        SET moved_out_on = greatest(moved_in_on, current_date), end_reason = 'Student deleted'
        WHERE student_id = OLD.id AND moved_out_on IS NULL;
      UPDATE rooms SET occupancy = occupancy - 1 WHERE id = OLD.room_id;
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    old_room := OLD.room_id;
  END IF;
  moving := old_room IS DISTINCT FROM NEW.room_id;
  IF NOT moving AND (NEW.room_id IS NULL OR OLD.gender = NEW.gender) THEN
    RETURN NEW;
  END IF;
  IF moving AND old_room IS NOT NULL AND NEW.room_id IS NOT NULL THEN
    PERFORM 1 FROM rooms WHERE id IN (old_room, NEW.room_id) ORDER BY id FOR UPDATE;
  END IF;
  IF NEW.room_id IS NOT NULL THEN
    IF moving THEN
      UPDATE rooms SET occupancy = occupancy + 1
        WHERE id = NEW.room_id AND occupancy < capacity
        RETURNING hostel_id INTO room_hostel;
    ELSE
      SELECT hostel_id INTO room_hostel FROM rooms WHERE id = NEW.room_id FOR UPDATE;
    END IF;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM rooms WHERE id = NEW.room_id) THEN
        RAISE EXCEPTION 'room % is full', NEW.room_id USING ERRCODE = 'HMS01';
      END IF;
      RETURN NEW; -- the foreign key reports the missing room
    END IF;
    SELECT type INTO hostel_kind FROM hostels WHERE id = room_hostel;
    IF NEW.gender <> 'Other'
       AND hostel_kind <> (CASE NEW.gender WHEN 'Male' THEN 'Boys' ELSE 'Girls' END)::hostel_type THEN
      RAISE EXCEPTION 'a % student cannot live in a % hostel', NEW.gender, hostel_kind
        USING ERRCODE = 'HMS02';
    END IF;
  END IF;
  IF moving AND old_room IS NOT NULL THEN
    UPDATE rooms SET occupancy = occupancy - 1 WHERE id = old_room;
  END IF;
  RETURN NEW;
END;
$$;
