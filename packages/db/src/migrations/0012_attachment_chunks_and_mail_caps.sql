CREATE TABLE "lesson_attachment_chunks" (
	"attachment_id" text NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "lesson_attachment_chunks_pkey" PRIMARY KEY("attachment_id","position"),
	CONSTRAINT "lesson_attachment_chunks_position_check" CHECK ("lesson_attachment_chunks"."position" >= 0),
	CONSTRAINT "lesson_attachment_chunks_data_check" CHECK (octet_length("lesson_attachment_chunks"."data") between 1 and 1048576)
);
--> statement-breakpoint
ALTER TABLE "lesson_attachments" DROP CONSTRAINT "lesson_attachments_data_check";--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD COLUMN "chunk_bytes" integer DEFAULT 262144 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_attachment_chunks" ADD CONSTRAINT "lesson_attachment_chunks_attachment_id_lesson_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."lesson_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attachments_unstored_idx" ON "lesson_attachments" USING btree ("created_at") WHERE "lesson_attachments"."stored_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_emailed_idx" ON "notifications" USING btree ("user_id","kind","emailed_at") WHERE "notifications"."email_status" = 'sent';--> statement-breakpoint
CREATE INDEX "notifications_held_idx" ON "notifications" USING btree ("user_id","kind","created_at") WHERE "notifications"."email_status" = 'held';--> statement-breakpoint
ALTER TABLE "lesson_attachment_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Existing attachments move into chunks of 256 KB, and count as stored (decision 33).
INSERT INTO "lesson_attachment_chunks" ("attachment_id", "position", "data")
  SELECT a."id", g.n, substring(a."data" from g.n * 262144 + 1 for 262144)
  FROM "lesson_attachments" a, generate_series(0, (a."size_bytes" - 1) / 262144) AS g(n);--> statement-breakpoint
UPDATE "lesson_attachments" SET "stored_at" = "created_at";--> statement-breakpoint
-- Names saved before bidirectional controls were stripped (issue 22); the extension keeps each non-empty.
UPDATE "lesson_attachments"
  SET "file_name" = regexp_replace("file_name", U&'[\202A-\202E\2066-\2069\200E\200F\061C]', '', 'g')
  WHERE "file_name" ~ U&'[\202A-\202E\2066-\2069\200E\200F\061C]';--> statement-breakpoint
ALTER TABLE "lesson_attachments" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_chunk_check" CHECK ("lesson_attachments"."chunk_bytes" between 1024 and 1048576);