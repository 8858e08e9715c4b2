-- The name-order index also carries what a search's walk reads (decision 030): the id, the name
-- and the search text. A search that matches many students then reads its page by walking this
-- index alone, never the table, and stops after twenty matches. INCLUDE, which the schema's
-- index builder cannot say, keeps the key, and so the order and the unfiltered page, as before.
DROP INDEX "students_name_order_idx";--> statement-breakpoint
CREATE INDEX "students_name_order_idx" ON "students" USING btree (lower("name"),"student_id") INCLUDE ("id","name","search_text");
