CREATE TABLE "class_stats" (
	"class_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_stats_enrolled_count_check" CHECK ("class_stats"."enrolled_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text NOT NULL,
	"shard" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_enrolled_count_check";--> statement-breakpoint
DROP INDEX "classes_popular_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "classes_status_created_idx";--> statement-breakpoint
DROP INDEX "classes_created_idx";--> statement-breakpoint
DROP INDEX "classes_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || lower(left(title, 300) || ' ' || left(teacher_name, 200))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || lower(left(name, 200) || ' ' || left(email, 320))) STORED;--> statement-breakpoint
ALTER TABLE "class_stats" ADD CONSTRAINT "class_stats_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counters kept by triggers in the same transaction as the rows they count (docs/decisions/0013-counters.md).
CREATE FUNCTION "bump_counter"(counter_name text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO counters (name, shard, value) VALUES (counter_name, floor(random() * 16)::smallint, delta)
  ON CONFLICT (name, shard) DO UPDATE SET value = counters.value + excluded.value
$$;--> statement-breakpoint
CREATE FUNCTION "classes_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN old_key := 'classes:' || OLD.status; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN new_key := 'classes:' || NEW.status; END IF;
  IF old_key IS DISTINCT FROM new_key THEN
    IF old_key IS NOT NULL THEN PERFORM bump_counter(old_key, -1); END IF;
    IF new_key IS NOT NULL THEN PERFORM bump_counter(new_key, 1); END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO class_stats (class_id, created_at, listed)
    VALUES (NEW.id, NEW.created_at, NEW.status = 'approved' AND NEW.deleted_at IS NULL);
  ELSIF TG_OP = 'UPDATE' AND (OLD.status, OLD.deleted_at IS NULL, OLD.created_at)
      IS DISTINCT FROM (NEW.status, NEW.deleted_at IS NULL, NEW.created_at) THEN
    UPDATE class_stats SET listed = (NEW.status = 'approved' AND NEW.deleted_at IS NULL), created_at = NEW.created_at
    WHERE class_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "classes_count_changes" AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, created_at ON "classes"
  FOR EACH ROW EXECUTE FUNCTION classes_count_changes();--> statement-breakpoint
CREATE FUNCTION "enrolments_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE class_stats SET enrolled_count = enrolled_count - 1 WHERE class_id = OLD.class_id;
    PERFORM bump_counter('enrolments', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE class_stats SET enrolled_count = enrolled_count + 1 WHERE class_id = NEW.class_id;
    PERFORM bump_counter('enrolments', 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrolments_count_changes" AFTER INSERT OR DELETE OR UPDATE OF class_id ON "enrolments"
  FOR EACH ROW EXECUTE FUNCTION enrolments_count_changes();--> statement-breakpoint
CREATE FUNCTION "rows_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_counter(TG_TABLE_NAME, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_changes" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION rows_count_changes();--> statement-breakpoint
CREATE TRIGGER "teacher_applications_count_changes" AFTER INSERT OR DELETE ON "teacher_applications"
  FOR EACH ROW EXECUTE FUNCTION rows_count_changes();--> statement-breakpoint
-- Recounts everything from the rows themselves: after a bulk load with triggers off, or to repair by hand.
CREATE FUNCTION "rebuild_counters"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE counters, class_stats IN EXCLUSIVE MODE;
  DELETE FROM counters;
  INSERT INTO counters (name, shard, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'teacher_applications', 0, count(*) FROM teacher_applications
    UNION ALL SELECT 'enrolments', 0, count(*) FROM enrolments
    UNION ALL SELECT 'classes:' || status, 0, count(*) FROM classes WHERE deleted_at IS NULL GROUP BY status;
  INSERT INTO class_stats (class_id, created_at, listed, enrolled_count)
    SELECT c.id, c.created_at, c.status = 'approved' AND c.deleted_at IS NULL, coalesce(e.n, 0)
    FROM classes c
    LEFT JOIN (SELECT class_id, count(*)::int AS n FROM enrolments GROUP BY class_id) e ON e.class_id = c.id
  ON CONFLICT (class_id) DO UPDATE
    SET created_at = excluded.created_at, listed = excluded.listed, enrolled_count = excluded.enrolled_count;
END
$$;--> statement-breakpoint
SELECT rebuild_counters();--> statement-breakpoint
CREATE INDEX "class_stats_popular_idx" ON "class_stats" USING btree ("enrolled_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"class_id" DESC NULLS LAST) WHERE "class_stats"."listed";--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "classes_status_created_idx" ON "classes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text") WHERE "classes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "classes_created_idx" ON "classes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text") WHERE "classes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "classes_search_trgm_idx" ON "classes" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "classes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text");--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "enrolled_count";--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;
