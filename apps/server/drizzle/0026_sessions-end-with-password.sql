ALTER TABLE "admins" ADD COLUMN "sessions_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wardens" ADD COLUMN "sessions_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sessions_from" timestamp with time zone;