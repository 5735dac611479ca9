CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"card_brand" text,
	"card_last4" text,
	"billing_name" text,
	"billing_email" text,
	"last_error_code" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_intents_amount_check" CHECK ("sandbox_intents"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_idempotency_key" ON "sandbox_intents" USING btree ("idempotency_key");