ALTER TABLE "coupons" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"metric" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"day" date NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_metric_scope_scope_id_day_pk" PRIMARY KEY("metric","scope","scope_id","day"),
	CONSTRAINT "analytics_daily_scope_check" CHECK ("analytics_daily"."scope" in ('all', 'class', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "analytics_totals" (
	"metric" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_totals_metric_scope_scope_id_pk" PRIMARY KEY("metric","scope","scope_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_totals_top_idx" ON "analytics_totals" USING btree ("metric","scope","value" DESC,"scope_id");--> statement-breakpoint
-- Every change of a daily figure of a class or a teacher moves its running total by the same amount.
CREATE FUNCTION "analytics_daily_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scope <> 'all' THEN
    INSERT INTO analytics_totals AS t (metric, scope, scope_id, value)
    VALUES (NEW.metric, NEW.scope, NEW.scope_id, NEW.value - CASE WHEN TG_OP = 'UPDATE' THEN OLD.value ELSE 0 END)
    ON CONFLICT (metric, scope, scope_id) DO UPDATE SET value = t.value + EXCLUDED.value;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "analytics_daily_totals" AFTER INSERT OR UPDATE ON "analytics_daily"
  FOR EACH ROW EXECUTE FUNCTION "analytics_daily_totals"();--> statement-breakpoint
-- Ledger rows (payments, refunds, payouts) move the day's money figures, overall, per class and per teacher.
CREATE FUNCTION "analytics_ledger_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH e AS (
    SELECT n.kind, n.account, n.amount_cents, n.class_id, coalesce(n.teacher_id, c.teacher_id) AS teacher_id,
      ((CASE WHEN n.kind = 'payment' THEN coalesce(n.paid_at, n.created_at) ELSE n.created_at END) AT TIME ZONE 'UTC')::date AS day
    FROM ledger_new n LEFT JOIN classes c ON c.id = n.class_id
  ), m AS (
    SELECT e.day, e.class_id, e.teacher_id, v.metric, v.value FROM e CROSS JOIN LATERAL (VALUES
      ('gross_cents', CASE WHEN e.kind = 'payment' AND e.account = 'provider' THEN -e.amount_cents END),
      ('payments', CASE WHEN e.kind = 'payment' AND e.account = 'provider' THEN 1 END),
      ('refund_cents', CASE WHEN e.kind = 'refund' AND e.account = 'provider' THEN e.amount_cents END),
      ('refunds', CASE WHEN e.kind = 'refund' AND e.account = 'provider' THEN 1 END),
      ('teacher_cents', CASE WHEN e.kind <> 'payout' AND e.account LIKE 'teacher:%' THEN e.amount_cents END),
      ('platform_cents', CASE WHEN e.kind <> 'payout' AND e.account = 'platform' THEN e.amount_cents END),
      ('payout_cents', CASE WHEN e.kind = 'payout' AND e.account LIKE 'teacher:%' THEN -e.amount_cents END),
      ('payouts', CASE WHEN e.kind = 'payout' AND e.account LIKE 'teacher:%' THEN 1 END)
    ) AS v(metric, value) WHERE v.value IS NOT NULL
  ), d AS (
    SELECT day, metric, 'all' AS scope, '' AS scope_id, value FROM m
    UNION ALL SELECT day, metric, 'class', class_id, value FROM m WHERE class_id IS NOT NULL
    UNION ALL SELECT day, metric, 'teacher', teacher_id, value FROM m WHERE teacher_id IS NOT NULL
  )
  INSERT INTO analytics_daily AS a (metric, scope, scope_id, day, value)
  SELECT metric, scope, scope_id, day, sum(value) FROM d GROUP BY metric, scope, scope_id, day
  ORDER BY metric, scope, scope_id, day
  ON CONFLICT (metric, scope, scope_id, day) DO UPDATE SET value = a.value + EXCLUDED.value;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_analytics" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS ledger_new FOR EACH STATEMENT EXECUTE FUNCTION "analytics_ledger_rollup"();--> statement-breakpoint
-- Enrolments (paid, free and 100% coupon ones) are counted on the day they are made; a refund does not uncount one.
CREATE FUNCTION "analytics_enrolment_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH m AS (
    SELECT (n.created_at AT TIME ZONE 'UTC')::date AS day, n.class_id, c.teacher_id
    FROM enrolments_new n LEFT JOIN classes c ON c.id = n.class_id
  ), d AS (
    SELECT day, 'all' AS scope, '' AS scope_id FROM m
    UNION ALL SELECT day, 'class', class_id FROM m WHERE class_id IS NOT NULL
    UNION ALL SELECT day, 'teacher', teacher_id FROM m WHERE teacher_id IS NOT NULL
  )
  INSERT INTO analytics_daily AS a (metric, scope, scope_id, day, value)
  SELECT 'enrolments', scope, scope_id, day, count(*) FROM d GROUP BY scope, scope_id, day
  ORDER BY scope, scope_id, day
  ON CONFLICT (metric, scope, scope_id, day) DO UPDATE SET value = a.value + EXCLUDED.value;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_analytics" AFTER INSERT ON "enrolments"
  REFERENCING NEW TABLE AS enrolments_new FOR EACH STATEMENT EXECUTE FUNCTION "analytics_enrolment_rollup"();--> statement-breakpoint
CREATE FUNCTION "analytics_signup_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily AS a (metric, scope, scope_id, day, value)
  SELECT 'signups', 'all', '', (n.created_at AT TIME ZONE 'UTC')::date, count(*) FROM users_new n GROUP BY 4 ORDER BY 4
  ON CONFLICT (metric, scope, scope_id, day) DO UPDATE SET value = a.value + EXCLUDED.value;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_analytics" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS users_new FOR EACH STATEMENT EXECUTE FUNCTION "analytics_signup_rollup"();--> statement-breakpoint
-- What happened before the rollups: the ledger, the enrolments that still stand, and every user.
INSERT INTO "analytics_daily" ("metric", "scope", "scope_id", "day", "value")
SELECT 'signups', 'all', '', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 4;--> statement-breakpoint
CREATE TEMP TABLE "ledger_backfill" (LIKE "ledger_entries");--> statement-breakpoint
CREATE TRIGGER "ledger_backfill_analytics" AFTER INSERT ON "ledger_backfill"
  REFERENCING NEW TABLE AS ledger_new FOR EACH STATEMENT EXECUTE FUNCTION "analytics_ledger_rollup"();--> statement-breakpoint
INSERT INTO "ledger_backfill" SELECT * FROM "ledger_entries";--> statement-breakpoint
DROP TABLE "ledger_backfill";--> statement-breakpoint
CREATE TEMP TABLE "enrolments_backfill" (LIKE "enrolments");--> statement-breakpoint
CREATE TRIGGER "enrolments_backfill_analytics" AFTER INSERT ON "enrolments_backfill"
  REFERENCING NEW TABLE AS enrolments_new FOR EACH STATEMENT EXECUTE FUNCTION "analytics_enrolment_rollup"();--> statement-breakpoint
INSERT INTO "enrolments_backfill" SELECT * FROM "enrolments";--> statement-breakpoint
DROP TABLE "enrolments_backfill";
