ALTER TYPE "public"."comment_author_model" ADD VALUE 'Warden' BEFORE 'Student';--> statement-breakpoint
CREATE TABLE "warden_hostels" (
	"warden_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	CONSTRAINT "warden_hostels_warden_id_hostel_id_pk" PRIMARY KEY("warden_id","hostel_id")
);
--> statement-breakpoint
CREATE TABLE "wardens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assigned_warden_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assigned_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "warden_hostels" ADD CONSTRAINT "warden_hostels_warden_id_wardens_id_fk" FOREIGN KEY ("warden_id") REFERENCES "public"."wardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warden_hostels" ADD CONSTRAINT "warden_hostels_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warden_hostels_hostel_idx" ON "warden_hostels" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wardens_email_key" ON "wardens" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_warden_id_wardens_id_fk" FOREIGN KEY ("assigned_warden_id") REFERENCES "public"."wardens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_admin_id_admins_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_warden_created_idx" ON "complaints" USING btree ("assigned_warden_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_admin_created_idx" ON "complaints" USING btree ("assigned_admin_id","created_at","id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_one_assignee" CHECK ("complaints"."assigned_warden_id" is null or "complaints"."assigned_admin_id" is null);