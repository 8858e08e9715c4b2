-- No room ever holds more students than its capacity (docs/product-rules.md#bed-capacity),
-- whatever code writes students.room_id and however many writers race: the trigger locks the room
-- row, so writers into one room queue up, and each counts the residents after the previous one
-- has committed.
CREATE FUNCTION students_room_capacity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  room_capacity integer;
  residents integer;
BEGIN
  IF NEW.room_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.room_id IS NOT DISTINCT FROM NEW.room_id THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO room_capacity FROM rooms WHERE id = NEW.room_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key reports the missing room
  END IF;
  SELECT count(*) INTO residents FROM students WHERE room_id = NEW.room_id AND id <> NEW.id;
  IF residents >= room_capacity THEN
    RAISE EXCEPTION 'room % is full', NEW.room_id USING ERRCODE = 'HMS01';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER students_room_capacity
BEFORE INSERT OR UPDATE OF room_id ON students
FOR EACH ROW EXECUTE FUNCTION students_room_capacity();
