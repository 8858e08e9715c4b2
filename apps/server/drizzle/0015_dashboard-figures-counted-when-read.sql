-- The admin dashboard's figures are counted when it is read, and the whole dashboard reused for a
-- few seconds (docs/decisions/039). The row every change updated held each insert of a complaint
-- until it committed, so concurrent submissions queued behind one another.
DROP TRIGGER students_counted_on_insert ON students;--> statement-breakpoint
DROP TRIGGER students_counted_on_delete ON students;--> statement-breakpoint
DROP TRIGGER hostels_counted_on_insert ON hostels;--> statement-breakpoint
DROP TRIGGER hostels_counted_on_delete ON hostels;--> statement-breakpoint
DROP TRIGGER rooms_counted_on_insert ON rooms;--> statement-breakpoint
DROP TRIGGER rooms_counted_on_delete ON rooms;--> statement-breakpoint
DROP TRIGGER complaints_counted_on_insert ON complaints;--> statement-breakpoint
DROP TRIGGER complaints_counted_on_update ON complaints;--> statement-breakpoint
DROP TRIGGER complaints_counted_on_delete ON complaints;--> statement-breakpoint
DROP FUNCTION dashboard_count_rows();--> statement-breakpoint
DROP FUNCTION dashboard_count_open_complaints();--> statement-breakpoint
DROP TABLE "dashboard_counts" CASCADE;