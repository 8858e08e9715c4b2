-- The admin dashboard's figures as they stand, kept in the statement of every change that moves
-- them (docs/decisions/036): the dashboard reads four rows and is never behind a change, however
-- many servers make them. Each trigger runs once per statement, so a bulk load adds its rows at
-- once.
CREATE TABLE "dashboard_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "dashboard_counts" ("kind", "count") VALUES
  ('students', (SELECT count(*) FROM students)),
  ('hostels', (SELECT count(*) FROM hostels)),
  ('rooms', (SELECT count(*) FROM rooms)),
  ('open_complaints', (SELECT count(*) FROM complaints WHERE status = 'Open'));--> statement-breakpoint
-- Rows added or removed, counted for the kind the trigger names (students, hostels, rooms).
CREATE FUNCTION dashboard_count_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO changed FROM added;
  ELSE
    SELECT -count(*) INTO changed FROM removed;
  END IF;
  IF changed <> 0 THEN
    UPDATE dashboard_counts SET count = count + changed WHERE kind = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER students_counted_on_insert AFTER INSERT ON students
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('students');
--> statement-breakpoint
CREATE TRIGGER students_counted_on_delete AFTER DELETE ON students
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('students');
--> statement-breakpoint
CREATE TRIGGER hostels_counted_on_insert AFTER INSERT ON hostels
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('hostels');
--> statement-breakpoint
CREATE TRIGGER hostels_counted_on_delete AFTER DELETE ON hostels
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('hostels');
--> statement-breakpoint
CREATE TRIGGER rooms_counted_on_insert AFTER INSERT ON rooms
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('rooms');
--> statement-breakpoint
CREATE TRIGGER rooms_counted_on_delete AFTER DELETE ON rooms
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('rooms');
--> statement-breakpoint
-- Complaints that are Open: those added Open, less those removed or moved on from Open.
CREATE FUNCTION dashboard_count_open_complaints() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changed := changed + (SELECT count(*) FROM added WHERE status = 'Open');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    changed := changed - (SELECT count(*) FROM removed WHERE status = 'Open');
  END IF;
  IF changed <> 0 THEN
    UPDATE dashboard_counts SET count = count + changed WHERE kind = 'open_complaints';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER complaints_counted_on_insert AFTER INSERT ON complaints
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_open_complaints();
--> statement-breakpoint
CREATE TRIGGER complaints_counted_on_update AFTER UPDATE ON complaints
REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_open_complaints();
--> statement-breakpoint
CREATE TRIGGER complaints_counted_on_delete AFTER DELETE ON complaints
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_open_complaints();
