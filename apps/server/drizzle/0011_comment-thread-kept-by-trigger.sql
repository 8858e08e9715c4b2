-- Each complaint keeps its comments as its pages show them, oldest first (decision 029). A page of
-- twenty complaints read each thread anew through the comments index: twenty lookups and sixty
-- objects built per page, more than the page's own rows cost.
ALTER TABLE "complaints" ADD COLUMN "comment_thread" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- The threads of the given complaints that have comments: each comment as the API answers it,
-- its time as Date#toISOString writes it (milliseconds, UTC) whatever the session's time zone.
-- One aggregate over them all, not a query per complaint: a bulk load touches thousands at once.
CREATE OR REPLACE FUNCTION comment_threads(complaint_ids uuid[])
RETURNS TABLE (complaint_id uuid, thread json)
LANGUAGE sql STABLE AS $$
  SELECT m.complaint_id, json_agg(json_build_object(
    '_id', m.id,
    'author', json_build_object('_id', m.author_id, 'name', m.author_name),
    'authorModel', m.author_model,
    'message', m.message,
    'createdAt', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY m.created_at, m.id)
  FROM comments m
  WHERE m.complaint_id = ANY (complaint_ids)
  GROUP BY m.complaint_id
$$;
--> statement-breakpoint
UPDATE "complaints" c SET "comment_thread" = t.thread
  FROM comment_threads(ARRAY(SELECT DISTINCT complaint_id FROM comments)) t
  WHERE c.id = t.complaint_id;--> statement-breakpoint
-- Once per statement, so a bulk load rebuilds each complaint's thread once. The complaints are
-- locked first, in the order of their ids: a writer that comes second waits, and the rebuild,
-- a statement of its own, then sees the first writer's comment. The lock does not block a
-- comment's foreign-key check, which only share-locks the complaint's key.
CREATE OR REPLACE FUNCTION comments_keep_thread() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT complaint_id) INTO touched FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT complaint_id) INTO touched FROM removed;
  ELSE
    SELECT array_agg(DISTINCT complaint_id) INTO touched
      FROM (SELECT complaint_id FROM added UNION ALL SELECT complaint_id FROM removed) changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM complaints WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE complaints c SET comment_thread = coalesce(t.thread, '[]'::json)
    FROM unnest(touched) AS u(id) LEFT JOIN comment_threads(touched) t ON t.complaint_id = u.id
    WHERE c.id = u.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_thread_on_insert AFTER INSERT ON comments
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION comments_keep_thread();
--> statement-breakpoint
CREATE TRIGGER comments_thread_on_update AFTER UPDATE ON comments
REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION comments_keep_thread();
--> statement-breakpoint
CREATE TRIGGER comments_thread_on_delete AFTER DELETE ON comments
REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION comments_keep_thread();
--> statement-breakpoint
-- Emptying the table at once fires no row's trigger; every thread empties with it.
CREATE OR REPLACE FUNCTION comments_clear_threads() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaints SET comment_thread = '[]'::json WHERE json_array_length(comment_thread) > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_thread_on_truncate AFTER TRUNCATE ON comments
FOR EACH STATEMENT EXECUTE FUNCTION comments_clear_threads();
