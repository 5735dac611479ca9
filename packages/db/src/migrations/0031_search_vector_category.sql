-- The class's subject as one more lexeme of its search vector, "~" and the category (issue 28, decision 49):
-- a search filtered by subject asks the full-text index for the subject's posting list with its words, so the
-- index returns that subject's matches only instead of every subject's, which the scan then read and dropped.
-- No typed word can reach it: search words are runs of letters and digits, and the vector's text lexemes come
-- from text whose other characters became spaces. A generated column's expression cannot be altered before
-- PostgreSQL 17: the column and its index are made again (the table is rewritten once).
ALTER TABLE "classes" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(left(title, 300), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(left(teacher_name, 200), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(left(description, 2000), '[^[:alnum:]]+', ' ', 'g')), 'C') || array_to_tsvector(ARRAY['~' || category])) STORED;--> statement-breakpoint
CREATE INDEX "classes_search_vector_idx" ON "classes" USING gin ("search_vector") WITH (fastupdate=false) WHERE "classes"."deleted_at" is null and "classes"."status" = 'approved';
--> statement-breakpoint
-- The lexeme dictionary (migration 0028) holds every lexeme of the listed vectors, so the subjects' lexemes too;
-- its trigger keeps them from here on.
INSERT INTO search_lexemes (word, category, classes)
  SELECT '~' || category, category, count(*) FROM classes
  WHERE deleted_at IS NULL AND status = 'approved' AND NOT teacher_suspended GROUP BY category
  ON CONFLICT (word, category) DO UPDATE SET classes = excluded.classes;
