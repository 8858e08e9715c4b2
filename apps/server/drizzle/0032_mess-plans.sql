CREATE TABLE "mess_menu_items" (
	"hostel_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"meal" text NOT NULL,
	"dishes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_menu_items_hostel_id_weekday_meal_pk" PRIMARY KEY("hostel_id","weekday","meal"),
	CONSTRAINT "mess_menu_items_weekday_check" CHECK ("mess_menu_items"."weekday" between 1 and 7),
	CONSTRAINT "mess_menu_items_meal_check" CHECK ("mess_menu_items"."meal" in ('breakfast', 'lunch', 'snacks', 'dinner'))
);
--> statement-breakpoint
CREATE TABLE "mess_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"monthly_rate" integer NOT NULL,
	"meals" text[] NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_plans_rate_check" CHECK ("mess_plans"."monthly_rate" >= 0),
	CONSTRAINT "mess_plans_meals_check" CHECK (cardinality("mess_plans"."meals") >= 1 and "mess_plans"."meals" <@ array['breakfast', 'lunch', 'snacks', 'dinner']::text[])
);
--> statement-breakpoint
ALTER TABLE "wardens" DROP CONSTRAINT "wardens_staff_role_check";--> statement-breakpoint
ALTER TABLE "mess_menu_items" ADD CONSTRAINT "mess_menu_items_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess_plans" ADD CONSTRAINT "mess_plans_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mess_plans_hostel_name_key" ON "mess_plans" USING btree ("hostel_id",lower("name"));--> statement-breakpoint
ALTER TABLE "wardens" ADD CONSTRAINT "wardens_staff_role_check" CHECK ("wardens"."staff_role" in ('warden', 'guard', 'mess'));