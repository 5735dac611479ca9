CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" text,
	"by_admin" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_student_class_idx" ON "refunds" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_student_paid_idx" ON "payments" USING btree ("student_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_status_paid_idx" ON "payments" USING btree ("status","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "payments"."paid_at" is not null;--> statement-breakpoint
-- Receipt numbers: one sequence per installation (docs/payments.md "Receipts").
CREATE SEQUENCE "payment_receipt_number_seq" AS bigint START WITH 1;--> statement-breakpoint
-- The search text of a paid payment: buyer name and email, class title, as a receipt states them.
CREATE FUNCTION "payment_search_text"(student text, class text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || lower(left(coalesce(u.name, ''), 200) || ' ' || coalesce(u.email, '') || ' ' || left(coalesce(c.title, ''), 300))
  FROM (SELECT 1) one
  LEFT JOIN users u ON u.id = student
  LEFT JOIN classes c ON c.id = class
$$;--> statement-breakpoint
-- Gives paid payments written without them (before this migration, or by the bulk seed) their paid time,
-- receipt number, card and search text, oldest first.
CREATE FUNCTION "fill_payment_receipts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments p SET
    paid_at = coalesce(p.paid_at, p.updated_at),
    receipt_number = coalesce(p.receipt_number, nextval('payment_receipt_number_seq')),
    refunded_at = CASE WHEN p.status = 'refunded' THEN coalesce(p.refunded_at, p.updated_at) END,
    card_brand = coalesce(p.card_brand, s.card_brand),
    card_last4 = coalesce(p.card_last4, s.card_last4),
    search_text = coalesce(p.search_text, payment_search_text(p.student_id, p.class_id))
  FROM (
    SELECT q.id, si.card_brand, si.card_last4 FROM payments q
    LEFT JOIN sandbox_intents si ON q.provider = 'sandbox' AND si.id = q.provider_intent_id
    WHERE q.status IN ('succeeded', 'refunded') AND q.receipt_number IS NULL
    ORDER BY q.updated_at, q.id
  ) s
  WHERE p.id = s.id;
END
$$;--> statement-breakpoint
-- Paid payments per status (payments:succeeded, payments:refunded) for the admin list's totals (decision 13).
CREATE FUNCTION "payments_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.paid_at IS NOT NULL THEN old_key := 'payments:' || OLD.status; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.paid_at IS NOT NULL THEN new_key := 'payments:' || NEW.status; END IF;
  IF old_key IS DISTINCT FROM new_key THEN
    IF old_key IS NOT NULL THEN PERFORM bump_counter(old_key, -1); END IF;
    IF new_key IS NOT NULL THEN PERFORM bump_counter(new_key, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_count_changes" AFTER INSERT OR DELETE OR UPDATE OF status, paid_at ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_count_changes();--> statement-breakpoint
SELECT fill_payment_receipts();--> statement-breakpoint
-- Recounts everything from the rows themselves: after a bulk load with triggers off, or to repair by hand.
CREATE OR REPLACE FUNCTION "rebuild_counters"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE counters, class_stats, notification_counts IN EXCLUSIVE MODE;
  DELETE FROM counters;
  INSERT INTO counters (name, shard, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'teacher_applications', 0, count(*) FROM teacher_applications
    UNION ALL SELECT 'enrolments', 0, count(*) FROM enrolments
    UNION ALL SELECT 'classes:' || status, 0, count(*) FROM classes WHERE deleted_at IS NULL GROUP BY status
    UNION ALL SELECT 'payments:' || status, 0, count(*) FROM payments WHERE paid_at IS NOT NULL GROUP BY status;
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
