CREATE TABLE "sign_in_failures" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_idx" ON "sign_in_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_failed_at_idx" ON "sign_in_failures" USING btree ("failed_at");--> statement-breakpoint
-- Every server's e-mail sender hears, through NOTIFY at commit, that a message is waiting
-- (docs/decisions/052); the embedded database has no listener and its one process looks itself.
CREATE FUNCTION email_outbox_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waiting_rows WHERE status = 'pending') THEN
    PERFORM pg_notify('hms_mail', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER email_outbox_queued AFTER INSERT ON email_outbox
  REFERENCING NEW TABLE AS waiting_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_waiting();--> statement-breakpoint
CREATE TRIGGER email_outbox_requeued AFTER UPDATE ON email_outbox
  REFERENCING NEW TABLE AS waiting_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_waiting();
