-- Every lexeme of the listed classes' search vectors, per category, with the number of classes holding it
-- (docs/decisions/0046-search-candidates.md). Kept by trigger in the same transaction as the class row. A
-- short last word of a search is expanded into the few whole words this table holds with that start, so the
-- full-text index intersects posting lists instead of building the union of every lexeme with the prefix;
-- the counts bound the "about" totals and category counts of a search whose matches are not all read.
-- Bytewise order (COLLATE "C") makes the words with one start a single range of the primary key.
CREATE TABLE "search_lexemes" (
	"word" text COLLATE "C" NOT NULL,
	"category" text NOT NULL,
	"classes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("word", "category")
);--> statement-breakpoint
CREATE FUNCTION "search_lexemes_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
  old_category text;
  new_category text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.status = 'approved' AND NOT OLD.teacher_suspended THEN
    old_words := tsvector_to_array(OLD.search_vector);
    old_category := OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.status = 'approved' AND NOT NEW.teacher_suspended THEN
    new_words := tsvector_to_array(NEW.search_vector);
    new_category := NEW.category;
  END IF;
  IF old_category IS NOT DISTINCT FROM new_category AND old_words = new_words THEN
    RETURN NULL;
  END IF;
  -- One statement, in key order, so two classes written at once lock the shared words in the same order.
  INSERT INTO search_lexemes (word, category, classes)
    SELECT word, category, sum(delta)::int FROM (
      SELECT unnest(old_words) AS word, old_category AS category, -1 AS delta
      UNION ALL SELECT unnest(new_words), new_category, 1
    ) d
    WHERE category IS NOT NULL
    GROUP BY word, category HAVING sum(delta) <> 0
    ORDER BY word, category
  ON CONFLICT (word, category) DO UPDATE SET classes = search_lexemes.classes + excluded.classes;
  -- A word no listed class of the category holds any more leaves the dictionary: nothing is expanded into it,
  -- and an erased teacher's name does not stay behind in it (docs/decisions/0039-data-rights-and-backups.md).
  IF cardinality(old_words) > 0 THEN
    DELETE FROM search_lexemes l USING unnest(old_words) AS w(word)
      WHERE l.word = w.word AND l.category = old_category AND l.classes <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_lexemes_changes"
  AFTER INSERT OR DELETE OR UPDATE OF title, teacher_name, description, status, deleted_at, category, teacher_suspended
  ON "classes" FOR EACH ROW EXECUTE FUNCTION search_lexemes_changes();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_counters"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE counters, class_stats, notification_counts, class_words, search_lexemes IN EXCLUSIVE MODE;
  DELETE FROM counters;
  INSERT INTO counters (name, shard, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'teacher_applications', 0, count(*) FROM teacher_applications
    UNION ALL SELECT 'enrolments', 0, count(*) FROM enrolments
    UNION ALL SELECT 'classes:' || status, 0, count(*) FROM classes WHERE deleted_at IS NULL GROUP BY status
    UNION ALL SELECT 'category:' || category, 0, count(*) FROM classes
      WHERE deleted_at IS NULL AND status = 'approved' AND NOT teacher_suspended GROUP BY category
    UNION ALL SELECT 'payments:' || status, 0, count(*) FROM payments WHERE paid_at IS NOT NULL GROUP BY status;
  INSERT INTO class_stats (class_id, created_at, listed, enrolled_count, category, price_cents, rating_sum, rating_count)
    SELECT c.id, c.created_at, c.status = 'approved' AND c.deleted_at IS NULL AND NOT c.teacher_suspended,
      coalesce(e.n, 0), c.category, c.price_cents, coalesce(r.total, 0), coalesce(r.n, 0)
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
  DELETE FROM search_lexemes;
  INSERT INTO search_lexemes (word, category, classes)
    SELECT w, category, count(*) FROM classes, unnest(tsvector_to_array(search_vector)) AS w
    WHERE deleted_at IS NULL AND status = 'approved' AND NOT teacher_suspended GROUP BY w, category;
  DELETE FROM notification_counts;
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY user_id;
END
$$;--> statement-breakpoint
INSERT INTO search_lexemes (word, category, classes)
  SELECT w, category, count(*) FROM classes, unnest(tsvector_to_array(search_vector)) AS w
  WHERE deleted_at IS NULL AND status = 'approved' AND NOT teacher_suspended GROUP BY w, category;
