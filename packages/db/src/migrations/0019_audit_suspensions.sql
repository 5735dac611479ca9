CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only: no statement of any role changes or removes an entry.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "teacher_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A suspended teacher's classes leave the public catalogue: not listed, and out of the category counts whose
-- sum is the catalogue's total. The admins' per-status counters still count them.
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
  IF old_key = 'classes:approved' AND NOT OLD.teacher_suspended THEN old_category := 'category:' || OLD.category; END IF;
  IF new_key = 'classes:approved' AND NOT NEW.teacher_suspended THEN new_category := 'category:' || NEW.category; END IF;
  IF old_category IS DISTINCT FROM new_category THEN
    IF old_category IS NOT NULL THEN PERFORM bump_counter(old_category, -1); END IF;
    IF new_category IS NOT NULL THEN PERFORM bump_counter(new_category, 1); END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO class_stats (class_id, created_at, listed, category, price_cents)
    VALUES (NEW.id, NEW.created_at, NEW.status = 'approved' AND NEW.deleted_at IS NULL AND NOT NEW.teacher_suspended,
      NEW.category, NEW.price_cents);
  ELSIF TG_OP = 'UPDATE' AND (OLD.status, OLD.deleted_at IS NULL, OLD.created_at, OLD.category, OLD.price_cents,
      OLD.teacher_suspended)
      IS DISTINCT FROM (NEW.status, NEW.deleted_at IS NULL, NEW.created_at, NEW.category, NEW.price_cents,
      NEW.teacher_suspended) THEN
    UPDATE class_stats
    SET listed = (NEW.status = 'approved' AND NEW.deleted_at IS NULL AND NOT NEW.teacher_suspended),
      created_at = NEW.created_at, category = NEW.category, price_cents = NEW.price_cents
    WHERE class_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "classes_count_changes" ON "classes";--> statement-breakpoint
CREATE TRIGGER "classes_count_changes" AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, created_at, category, price_cents, teacher_suspended ON "classes"
  FOR EACH ROW EXECUTE FUNCTION classes_count_changes();--> statement-breakpoint
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
  DELETE FROM notification_counts;
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY user_id;
END
$$;
