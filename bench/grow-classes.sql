-- Ten times the classes of a seeded database, for the search benchmarks at 1M (docs/performance.md, "Third pass"):
-- each class copied nine times with a new id, the same title, teacher and texts, a subject redrawn, created 41
-- days earlier per copy. Triggers are off for the copy; the counters, class_stats and the word dictionaries are
-- rebuilt after. It writes to the database it is given:
--   psql postgres://postgres@127.0.0.1:5432/classwise_100k -f bench/grow-classes.sql
\timing on
set session_replication_role = replica;
set maintenance_work_mem = '512MB';
drop index classes_search_vector_idx;
drop index classes_search_trgm_idx;
insert into classes (id, title, image, price_cents, description, teacher_id, teacher_name, teacher_email, status, category, created_at, updated_at, deleted_at, teacher_suspended)
select gen_random_uuid()::text, title, image, price_cents, description, teacher_id, teacher_name, teacher_email, status,
  (array['web-development','digital-marketing','graphic-design','data-science','mobile-development','ui-ux-design','programming','artificial-intelligence'])[1 + ((hashtext(id) + k) & 7)],
  created_at - k * interval '41 days', updated_at, deleted_at, teacher_suspended
from classes, generate_series(1, 9) k;
CREATE INDEX classes_search_trgm_idx ON public.classes USING gin (search_text gin_trgm_ops) WITH (fastupdate='false') WHERE (deleted_at IS NULL);
CREATE INDEX classes_search_vector_idx ON public.classes USING gin (search_vector) WITH (fastupdate='false') WHERE ((deleted_at IS NULL) AND (status = 'approved'::text));
set session_replication_role = origin;
select rebuild_counters();
vacuum analyze;
select count(*) from classes;
