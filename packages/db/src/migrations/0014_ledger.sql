CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"account" text NOT NULL,
	"teacher_id" text,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text,
	"class_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'refund', 'payout')),
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('platform', 'provider') or ("ledger_entries"."account" = 'teacher:' || "ledger_entries"."teacher_id"))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "platform_fee_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_account_key" ON "ledger_entries" USING btree ("kind","event_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_teacher_idx" ON "ledger_entries" USING btree ("teacher_id","paid_at") WHERE "ledger_entries"."teacher_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_percent_check" CHECK ("payments"."platform_fee_percent" between 0 and 100);--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: book a reversing event instead' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE FUNCTION "ledger_event_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount_cents) FROM ledger_entries WHERE kind = NEW.kind AND event_id = NEW.event_id) <> 0 THEN
    RAISE EXCEPTION 'ledger event % % does not sum to zero', NEW.kind, NEW.event_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_event_balanced"();--> statement-breakpoint
-- Payments captured before the ledger: booked once, at the 20% default, with their refunds reversed.
INSERT INTO "ledger_entries" ("kind", "event_id", "account", "teacher_id", "amount_cents", "currency", "payment_id", "class_id", "paid_at")
SELECT 'payment', p.id, a.account, a.teacher_id, a.amount, p.currency, p.id, p.class_id, p.paid_at
FROM payments p
JOIN classes c ON c.id = p.class_id
LEFT JOIN refunds r ON r.payment_id = p.id AND r.status = 'succeeded'
CROSS JOIN LATERAL (VALUES
  ('provider', NULL::text, -p.amount_cents::bigint),
  ('platform', NULL::text, (p.amount_cents * p.platform_fee_percent / 100)::bigint),
  ('teacher:' || c.teacher_id, c.teacher_id, (p.amount_cents - p.amount_cents * p.platform_fee_percent / 100)::bigint)
) AS a(account, teacher_id, amount)
WHERE p.paid_at IS NOT NULL AND (p.status = 'succeeded' OR r.id IS NOT NULL);--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "event_id", "account", "teacher_id", "amount_cents", "currency", "payment_id", "class_id", "paid_at")
SELECT 'refund', l.payment_id, l.account, l.teacher_id, -l.amount_cents, l.currency, l.payment_id, l.class_id, l.paid_at
FROM ledger_entries l JOIN refunds r ON r.payment_id = l.payment_id AND r.status = 'succeeded'
WHERE l.kind = 'payment';
