-- Every delete of a student, hostel, room or complaint leaves a line in removed_records, so the
-- dashboard's "30 days ago" figures (docs/product-rules.md#stat-changes) still count what has
-- been deleted since. Done by the database, so no code path that deletes (including ON DELETE
-- CASCADE) can forget it.
CREATE FUNCTION record_removals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Entries older than the dashboard's 30-day window can no longer change a figure.
  DELETE FROM removed_records WHERE removed_at < now() - interval '31 days';
  IF TG_TABLE_NAME = 'complaints' THEN
    INSERT INTO removed_records (kind, created_at, left_open_at)
    SELECT 'complaint', created_at, least(in_progress_at, resolved_at) FROM removed;
  ELSE
    INSERT INTO removed_records (kind, created_at)
    SELECT TG_ARGV[0]::removed_record_kind, created_at FROM removed;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER students_removal_history AFTER DELETE ON students
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_removals('student');
--> statement-breakpoint
CREATE TRIGGER hostels_removal_history AFTER DELETE ON hostels
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_removals('hostel');
--> statement-breakpoint
CREATE TRIGGER rooms_removal_history AFTER DELETE ON rooms
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_removals('room');
--> statement-breakpoint
CREATE TRIGGER complaints_removal_history AFTER DELETE ON complaints
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_removals('complaint');
