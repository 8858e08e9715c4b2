-- A room's occupancy is stored on the room and kept by the trigger that already guards its beds
-- (decision 022). Lists filter and show it without counting each room's students on every read.
ALTER TABLE "rooms" ADD COLUMN "occupancy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "rooms" SET "occupancy" = (SELECT count(*) FROM "students" s WHERE s."room_id" = "rooms"."id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_occupancy_check" CHECK ("rooms"."occupancy" between 0 and "rooms"."capacity");--> statement-breakpoint
-- Rules bed-capacity and hostel-gender (docs/product-rules.md), and now the count they rest on
-- (rule derived-occupancy). Every write that puts a student into a room, takes one out or deletes
-- one passes here, in the statement that makes it.
-- The room a student enters gains one only while it has a free bed: that UPDATE locks the room
-- and checks the count as it stands after any write before it. The hostel's type is read after
-- the lock was granted (a hostel update share-locks its rooms first), and a refusal undoes the
-- statement, count and all. A move between two rooms locks both in the order of their ids, so
-- two moves in opposite directions queue instead of deadlocking.
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
--> statement-breakpoint
DROP TRIGGER students_room_rules ON students;
--> statement-breakpoint
CREATE TRIGGER students_room_rules
BEFORE INSERT OR UPDATE OF room_id, gender OR DELETE ON students
FOR EACH ROW EXECUTE FUNCTION students_room_rules();
