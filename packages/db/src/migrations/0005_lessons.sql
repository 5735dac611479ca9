CREATE TABLE "lesson_completions" (
	"lesson_id" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_pkey" PRIMARY KEY("lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_provider" text,
	"video_id" text,
	"estimated_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_title_check" CHECK (char_length("lessons"."title") between 3 and 120),
	CONSTRAINT "lessons_body_check" CHECK (char_length("lessons"."body") <= 50000),
	CONSTRAINT "lessons_minutes_check" CHECK ("lessons"."estimated_minutes" between 1 and 600),
	CONSTRAINT "lessons_video_check" CHECK (("lessons"."video_provider" is null and "lessons"."video_id" is null) or ("lessons"."video_provider" in ('youtube', 'vimeo') and "lessons"."video_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_completions_class_student_idx" ON "lesson_completions" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_class_position_key" ON "lessons" USING btree ("class_id","position");