CREATE TABLE "service_targets" (
	"priority" "complaint_priority" PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_targets_minutes_check" CHECK ("service_targets"."minutes" between 1 and 129600)
);
--> statement-breakpoint
-- The defaults (docs/product-rules.md#service-targets): Critical 4 h, High 24 h, Medium 72 h, Low 7 days.
INSERT INTO "service_targets" ("priority", "minutes") VALUES
	('Critical', 240), ('High', 1440), ('Medium', 4320), ('Low', 10080);
--> statement-breakpoint
-- Complaints already filed are held to the defaults, counted from when they were submitted.
ALTER TABLE "complaints" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "complaints" c SET "due_at" = c."created_at" + make_interval(mins => t."minutes")
	FROM "service_targets" t WHERE t."priority" = c."priority";--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "minutes_to_resolve" integer GENERATED ALWAYS AS (floor(extract(epoch from (resolved_at - created_at)) / 60)::integer) STORED;--> statement-breakpoint
CREATE INDEX "complaints_unresolved_created_idx" ON "complaints" USING btree ("created_at","id","due_at") WHERE "complaints"."status" in ('Open', 'In Progress');
