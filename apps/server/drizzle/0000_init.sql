CREATE TYPE "public"."comment_author_model" AS ENUM('Admin', 'Student');--> statement-breakpoint
CREATE TYPE "public"."complaint_category" AS ENUM('Mess Food', 'Electricity', 'Laundry', 'Security', 'Medical', 'Ragging', 'Maintenance', 'Other');--> statement-breakpoint
CREATE TYPE "public"."complaint_priority" AS ENUM('Low', 'Medium', 'High', 'Critical');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('Open', 'In Progress', 'Resolved', 'Closed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Male', 'Female', 'Other');--> statement-breakpoint
CREATE TYPE "public"."hostel_type" AS ENUM('Boys', 'Girls');--> statement-breakpoint
CREATE TYPE "public"."room_type" AS ENUM('Single', 'Double', 'Triple', 'Quadruple');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "hostel_type" NOT NULL,
	"total_rooms" integer NOT NULL,
	"total_capacity" integer NOT NULL,
	"fees_monthly" integer NOT NULL,
	"fees_security" integer NOT NULL,
	"address" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"warden_name" text,
	"warden_phone" text,
	"warden_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostels_total_rooms_check" CHECK ("hostels"."total_rooms" >= 1),
	CONSTRAINT "hostels_total_capacity_check" CHECK ("hostels"."total_capacity" >= 1),
	CONSTRAINT "hostels_fees_check" CHECK ("hostels"."fees_monthly" >= 0 and "hostels"."fees_security" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"room_number" text NOT NULL,
	"type" "room_type" NOT NULL,
	"capacity" integer GENERATED ALWAYS AS (case type when 'Single' then 1 when 'Double' then 2 when 'Triple' then 3 else 4 end) STORED NOT NULL,
	"floor" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"is_ac" boolean DEFAULT false NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_floor_check" CHECK ("rooms"."floor" >= 1),
	CONSTRAINT "rooms_rent_check" CHECK ("rooms"."monthly_rent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"course" text NOT NULL,
	"year" smallint NOT NULL,
	"gender" "gender" NOT NULL,
	"admission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"room_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_year_check" CHECK ("students"."year" between 1 and 4),
	CONSTRAINT "students_phone_check" CHECK ("students"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" "complaint_status" DEFAULT 'Open' NOT NULL,
	"priority" "complaint_priority" DEFAULT 'Medium' NOT NULL,
	"category" "complaint_category" NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_resolution_check" CHECK ("complaints"."status" not in ('Resolved', 'Closed') or ("complaints"."resolution" is not null and "complaints"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_model" "comment_author_model" NOT NULL,
	"author_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "hostels_name_key" ON "hostels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hostel_number_key" ON "rooms" USING btree ("hostel_id",lower("room_number"));--> statement-breakpoint
CREATE INDEX "rooms_hostel_idx" ON "rooms" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_id_key" ON "students" USING btree (lower("student_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_key" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_room_idx" ON "students" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "complaints_student_created_idx" ON "complaints" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");--> statement-breakpoint
CREATE INDEX "comments_complaint_created_idx" ON "comments" USING btree ("complaint_id","created_at");