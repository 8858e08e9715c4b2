-- The audit trail (docs/decisions/040): one entry per change, written in the change's own
-- transaction. The product never changes or deletes an entry, and the database refuses anyone
-- who tries.
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_has_a_record" CHECK ("audit_entries"."before" is not null or "audit_entries"."after" is not null)
);
--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION audit_entries_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'HMS05';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_not_changed BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_are_permanent();--> statement-breakpoint
CREATE TRIGGER audit_entries_not_emptied BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_are_permanent();
