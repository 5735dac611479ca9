CREATE TABLE "notification_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A user's notification total and unread count, kept by statement-level triggers in the same transaction as
-- the notifications (decision 13): reading them is one row, whatever the user's number of notifications.
-- Rows are locked in user order, so two statements that notify overlapping sets of users cannot deadlock.
CREATE FUNCTION "notifications_count_inserts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM new_rows GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET total = notification_counts.total + excluded.total, unread = notification_counts.unread + excluded.unread;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notifications_count_deletes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c SET total = c.total - d.total, unread = c.unread - d.unread
  FROM (
    SELECT user_id, count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
    FROM old_rows GROUP BY user_id ORDER BY user_id
  ) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notifications_count_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, sum(total), sum(unread) FROM (
      SELECT user_id, 1 AS total, (read_at IS NULL)::int AS unread FROM new_rows
      UNION ALL SELECT user_id, -1, -(read_at IS NULL)::int FROM old_rows
    ) changes
    GROUP BY user_id HAVING sum(total) <> 0 OR sum(unread) <> 0 ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET total = notification_counts.total + excluded.total, unread = notification_counts.unread + excluded.unread;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_count_inserts" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_count_inserts();--> statement-breakpoint
CREATE TRIGGER "notifications_count_deletes" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_count_deletes();--> statement-breakpoint
CREATE TRIGGER "notifications_count_updates" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_count_updates();--> statement-breakpoint
INSERT INTO notification_counts (user_id, total, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY user_id;--> statement-breakpoint
-- Recounts everything from the rows themselves: after a bulk load with triggers off, or to repair by hand.
CREATE OR REPLACE FUNCTION "rebuild_counters"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE counters, class_stats, notification_counts IN EXCLUSIVE MODE;
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
  DELETE FROM notification_counts;
  INSERT INTO notification_counts (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY user_id;
END
$$;
