-- A room's residents fit its capacity and its hostel's type (rules bed-capacity and hostel-gender
-- of docs/product-rules.md), whatever code writes students and however many writers race. The
-- trigger locks the room row, so writers into one room queue up; then, in statements of their
-- own, it reads the hostel's type and counts the residents, seeing what the writers before it
-- committed. A hostel's type cannot change while this lock is held: a hostel update share-locks
-- its rooms before it counts their residents.
-- It also runs when a resident's gender changes, so no path can leave a student in the wrong
-- hostel.
CREATE FUNCTION students_room_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moving boolean;
  room_capacity integer;
  room_hostel uuid;
  hostel_kind hostel_type;
  residents integer;
BEGIN
  IF NEW.room_id IS NULL THEN
    RETURN NEW;
  END IF;
  moving := TG_OP = 'INSERT' OR OLD.room_id IS DISTINCT FROM NEW.room_id;
  IF NOT moving AND OLD.gender = NEW.gender THEN
    RETURN NEW;
  END IF;
  SELECT capacity, hostel_id INTO room_capacity, room_hostel
    FROM rooms WHERE id = NEW.room_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key reports the missing room
  END IF;
  SELECT type INTO hostel_kind FROM hostels WHERE id = room_hostel;
  IF NEW.gender <> 'Other'
     AND hostel_kind <> (CASE NEW.gender WHEN 'Male' THEN 'Boys' ELSE 'Girls' END)::hostel_type THEN
    RAISE EXCEPTION 'a % student cannot live in a % hostel', NEW.gender, hostel_kind
      USING ERRCODE = 'HMS02';
  END IF;
  IF moving THEN
    SELECT count(*) INTO residents FROM students WHERE room_id = NEW.room_id AND id <> NEW.id;
    IF residents >= room_capacity THEN
      RAISE EXCEPTION 'room % is full', NEW.room_id USING ERRCODE = 'HMS01';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER students_room_capacity ON students;
--> statement-breakpoint
DROP FUNCTION students_room_capacity();
--> statement-breakpoint
CREATE TRIGGER students_room_rules
BEFORE INSERT OR UPDATE OF room_id, gender ON students
FOR EACH ROW EXECUTE FUNCTION students_room_rules();
