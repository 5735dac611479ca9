CREATE TABLE "class_words" (
	"word" text PRIMARY KEY NOT NULL,
	"titles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_stats" ADD COLUMN "category" text DEFAULT 'programming' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_stats" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_stats" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_stats" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_stats" ADD COLUMN "rating_tenths" smallint GENERATED ALWAYS AS (case when rating_count > 0 then round(rating_sum * 10.0 / rating_count)::smallint end) STORED;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "category" text DEFAULT 'programming' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(left(title, 300), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(left(teacher_name, 200), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(left(description, 2000), '[^[:alnum:]]+', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "class_words_trgm_idx" ON "class_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "class_stats_rating_idx" ON "class_stats" USING btree ("rating_tenths" DESC NULLS LAST,"enrolled_count" DESC NULLS LAST,"class_id" DESC NULLS LAST) WHERE "class_stats"."listed";--> statement-breakpoint
CREATE INDEX "class_stats_newest_idx" ON "class_stats" USING btree ("created_at" DESC NULLS LAST,"class_id" DESC NULLS LAST) WHERE "class_stats"."listed";--> statement-breakpoint
CREATE INDEX "class_stats_price_idx" ON "class_stats" USING btree ("price_cents","class_id") WHERE "class_stats"."listed";--> statement-breakpoint
CREATE INDEX "class_stats_category_idx" ON "class_stats" USING btree ("category","created_at" DESC NULLS LAST,"class_id" DESC NULLS LAST) WHERE "class_stats"."listed";--> statement-breakpoint
CREATE INDEX "classes_search_vector_idx" ON "classes" USING gin ("search_vector") WITH (fastupdate=false) WHERE "classes"."deleted_at" is null and "classes"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_category_check" CHECK ("classes"."category" in ('web-development', 'digital-marketing', 'graphic-design', 'data-science', 'mobile-development', 'ui-ux-design', 'programming', 'artificial-intelligence'));--> statement-breakpoint
-- The words of a title the misspelling dictionary holds: lower-cased runs of 4 to 40 letters or digits.
CREATE FUNCTION "title_words"(title text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(lower(left(title, 300)), '([[:alnum:]]{4,40})', 'g') AS m
$$;--> statement-breakpoint
CREATE FUNCTION "class_words_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status = 'approved' THEN
    UPDATE class_words SET titles = titles - 1 WHERE word = ANY (title_words(OLD.title));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.status = 'approved' THEN
    INSERT INTO class_words (word, titles) SELECT unnest(title_words(NEW.title)), 1
    ON CONFLICT (word) DO UPDATE SET titles = class_words.titles + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "class_words_changes" AFTER INSERT OR DELETE OR UPDATE OF title, status, deleted_at ON "classes"
  FOR EACH ROW EXECUTE FUNCTION class_words_changes();--> statement-breakpoint
-- Listed classes per category (the catalogue's facet counts) join the counters; class_stats copies the
-- category and price the catalogue filters by.
CREATE OR REPLACE FUNCTION "classes_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
  old_category text;
  new_category text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN old_key := 'classes:' || OLD.status; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN new_key := 'classes:' || NEW.status; END IF;
  IF old_key IS DISTINCT FROM new_key THEN
    IF old_key IS NOT NULL THEN PERFORM bump_counter(old_key, -1); END IF;
    IF new_key IS NOT NULL THEN PERFORM bump_counter(new_key, 1); END IF;
  END IF;
  IF old_key = 'classes:approved' THEN old_category := 'category:' || OLD.category; END IF;
  IF new_key = 'classes:approved' THEN new_category := 'category:' || NEW.category; END IF;
  IF old_category IS DISTINCT FROM new_category THEN
    IF old_category IS NOT NULL THEN PERFORM bump_counter(old_category, -1); END IF;
    IF new_category IS NOT NULL THEN PERFORM bump_counter(new_category, 1); END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO class_stats (class_id, created_at, listed, category, price_cents)
    VALUES (NEW.id, NEW.created_at, NEW.status = 'approved' AND NEW.deleted_at IS NULL, NEW.category, NEW.price_cents);
  ELSIF TG_OP = 'UPDATE' AND (OLD.status, OLD.deleted_at IS NULL, OLD.created_at, OLD.category, OLD.price_cents)
      IS DISTINCT FROM (NEW.status, NEW.deleted_at IS NULL, NEW.created_at, NEW.category, NEW.price_cents) THEN
    UPDATE class_stats SET listed = (NEW.status = 'approved' AND NEW.deleted_at IS NULL), created_at = NEW.created_at,
      category = NEW.category, price_cents = NEW.price_cents
    WHERE class_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "classes_count_changes" ON "classes";--> statement-breakpoint
CREATE TRIGGER "classes_count_changes" AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, created_at, category, price_cents ON "classes"
  FOR EACH ROW EXECUTE FUNCTION classes_count_changes();--> statement-breakpoint
CREATE FUNCTION "evaluations_rating_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE class_stats SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE class_id = OLD.class_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE class_stats SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
    WHERE class_id = NEW.class_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "evaluations_rating_changes" AFTER INSERT OR DELETE OR UPDATE OF rating, class_id ON "evaluations"
  FOR EACH ROW EXECUTE FUNCTION evaluations_rating_changes();--> statement-breakpoint
-- Recounts everything from the rows themselves: after a bulk load with triggers off, or to repair by hand.
CREATE OR REPLACE FUNCTION "rebuild_counters"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE counters, class_stats, notification_counts, class_words IN EXCLUSIVE MODE;
  DELETE FROM counters;
  INSERT INTO counters (name, shard, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'teacher_applications', 0, count(*) FROM teacher_applications
    UNION ALL SELECT 'enrolments', 0, count(*) FROM enrolments
    UNION ALL SELECT 'classes:' || status, 0, count(*) FROM classes WHERE deleted_at IS NULL GROUP BY status
    UNION ALL SELECT 'category:' || category, 0, count(*) FROM classes
      WHERE deleted_at IS NULL AND status = 'approved' GROUP BY category
    UNION ALL SELECT 'payments:' || status, 0, count(*) FROM payments WHERE paid_at IS NOT NULL GROUP BY status;
  INSERT INTO class_stats (class_id, created_at, listed, enrolled_count, category, price_cents, rating_sum, rating_count)
    SELECT c.id, c.created_at, c.status = 'approved' AND c.deleted_at IS NULL, coalesce(e.n, 0), c.category,
      c.price_cents, coalesce(r.total, 0), coalesce(r.n, 0)
    FROM classes c
    LEFT JOIN (SELECT class_id, count(*)::int AS n FROM enrolments GROUP BY class_id) e ON e.class_id = c.id
    LEFT JOIN (SELECT class_id, sum(rating)::int AS total, count(*)::int AS n FROM evaluations GROUP BY class_id) r
      ON r.class_id = c.id
  ON CONFLICT (class_id) DO UPDATE
    SET created_at = excluded.created_at, listed = excluded.listed, enrolled_count = excluded.enrolled_count,
      category = excluded.category, price_cents = excluded.price_cents, rating_sum = excluded.rating_sum,
      rating_count = excluded.rating_count;
  DELETE FROM class_words;
  INSERT INTO class_words (word, titles)
    SELECT w, count(*) FROM classes, unnest(title_words(title)) AS w
    WHERE deleted_at IS NULL AND status = 'approved' GROUP BY w;
  DELETE FROM notification_counts;
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY user_id;
END
$$;--> statement-breakpoint
SELECT rebuild_counters();
