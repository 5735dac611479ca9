CREATE TABLE "lesson_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_attachments_name_check" CHECK (char_length("lesson_attachments"."file_name") between 1 and 200),
	CONSTRAINT "lesson_attachments_type_check" CHECK ("lesson_attachments"."content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp')),
	CONSTRAINT "lesson_attachments_size_check" CHECK ("lesson_attachments"."size_bytes" between 1 and 10485760),
	CONSTRAINT "lesson_attachments_data_check" CHECK (octet_length("lesson_attachments"."data") = "lesson_attachments"."size_bytes")
);
--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attachments_lesson_idx" ON "lesson_attachments" USING btree ("lesson_id","created_at");--> statement-breakpoint
ALTER TABLE "lesson_attachments" ALTER COLUMN "data" SET STORAGE EXTERNAL;
