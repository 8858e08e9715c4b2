-- The students page in name order, so a page without a filter reads twenty index entries instead
-- of sorting every student (decision 026).
CREATE INDEX "students_name_order_idx" ON "students" USING btree (lower("name"),"student_id");