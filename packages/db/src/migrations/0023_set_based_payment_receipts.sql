-- The search text of a payment from its buyer's name and email and its class's title, as one expression that a
-- single-row lookup and a set-based fill share.
CREATE FUNCTION "payment_search_words"(name text, email text, title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT ' ' || lower(left(coalesce(name, ''), 200) || ' ' || coalesce(email, '') || ' ' || left(coalesce(title, ''), 300))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_search_text"(student text, class text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT payment_search_words(u.name, u.email, c.title)
  FROM (SELECT 1) one
  LEFT JOIN users u ON u.id = student
  LEFT JOIN classes c ON c.id = class
$$;--> statement-breakpoint
-- Gives paid payments written without them (by the bulk seed or the demo) their paid time, receipt number, card
-- and search text in one set-based statement: joins, not a lookup per row, so it also runs while the seed's
-- keys are dropped. Receipt numbers follow the payments' order (nextval runs after the subquery's sort).
CREATE OR REPLACE FUNCTION "fill_payment_receipts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments p SET
    paid_at = coalesce(p.paid_at, p.updated_at),
    receipt_number = s.receipt_number,
    refunded_at = CASE WHEN p.status = 'refunded' THEN coalesce(p.refunded_at, p.updated_at) END,
    card_brand = coalesce(p.card_brand, s.card_brand),
    card_last4 = coalesce(p.card_last4, s.card_last4),
    search_text = coalesce(p.search_text, s.search_text)
  FROM (
    SELECT ordered.*, nextval('payment_receipt_number_seq') AS receipt_number
    FROM (
      SELECT q.id, si.card_brand, si.card_last4, payment_search_words(u.name, u.email, c.title) AS search_text
      FROM payments q
      LEFT JOIN sandbox_intents si ON q.provider = 'sandbox' AND si.id = q.provider_intent_id
      LEFT JOIN users u ON u.id = q.student_id
      LEFT JOIN classes c ON c.id = q.class_id
      WHERE q.status IN ('succeeded', 'refunded') AND q.receipt_number IS NULL
      ORDER BY q.updated_at, q.id
    ) ordered
  ) s
  WHERE p.id = s.id;
END
$$;
