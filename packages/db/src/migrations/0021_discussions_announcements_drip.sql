CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"teacher_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_title_check" CHECK (char_length("announcements"."title") between 3 and 120),
	CONSTRAINT "announcements_body_check" CHECK (char_length("announcements"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "announcement_deliveries" (
	"announcement_id" text NOT NULL,
	"student_id" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_deliveries_pkey" PRIMARY KEY("announcement_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"parent_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"answer_id" text,
	"reply_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_posts_body_check" CHECK (char_length("lesson_posts"."body") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "drip_days" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "drip_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_drip_check" CHECK (("lessons"."drip_days" is null or "lessons"."drip_date" is null) and ("lessons"."drip_days" is null or "lessons"."drip_days" between 1 and 365));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_posts" ADD CONSTRAINT "lesson_posts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_posts" ADD CONSTRAINT "lesson_posts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_posts" ADD CONSTRAINT "lesson_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_posts" ADD CONSTRAINT "lesson_posts_parent_id_lesson_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lesson_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_class_created_idx" ON "announcements" USING btree ("class_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "lesson_posts_questions_idx" ON "lesson_posts" USING btree ("lesson_id","created_at" DESC,"id" DESC) WHERE "lesson_posts"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "lesson_posts_replies_idx" ON "lesson_posts" USING btree ("parent_id","created_at","id") WHERE "lesson_posts"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "lesson_posts_author_created_idx" ON "lesson_posts" USING btree ("author_id","created_at");
