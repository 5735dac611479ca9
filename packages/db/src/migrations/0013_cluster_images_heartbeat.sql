CREATE TABLE "stored_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_images_sha256_check" CHECK ("stored_images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_images_data_check" CHECK (octet_length("stored_images"."data") = "stored_images"."size_bytes")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;