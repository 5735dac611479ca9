CREATE TABLE "quiz_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"points" integer NOT NULL,
	"explanation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('single-choice', 'multiple-choice', 'true-false', 'short-text', 'number')),
	CONSTRAINT "quiz_questions_prompt_check" CHECK (char_length("quiz_questions"."prompt") between 1 and 2000),
	CONSTRAINT "quiz_questions_points_check" CHECK ("quiz_questions"."points" between 1 and 100),
	CONSTRAINT "quiz_questions_explanation_check" CHECK (char_length("quiz_questions"."explanation") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL,
	"after_lesson_id" text,
	"title" text NOT NULL,
	"pass_percent" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"time_limit_seconds" integer,
	"show_answers" text NOT NULL,
	"draw_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_title_check" CHECK (char_length("quizzes"."title") between 3 and 120),
	CONSTRAINT "quizzes_pass_check" CHECK ("quizzes"."pass_percent" between 0 and 100),
	CONSTRAINT "quizzes_attempts_check" CHECK ("quizzes"."attempts_allowed" between 1 and 20),
	CONSTRAINT "quizzes_time_limit_check" CHECK ("quizzes"."time_limit_seconds" between 60 and 14400),
	CONSTRAINT "quizzes_show_answers_check" CHECK ("quizzes"."show_answers" in ('after-submit', 'after-last-attempt')),
	CONSTRAINT "quizzes_draw_check" CHECK ("quizzes"."draw_count" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz_question_links" (
	"quiz_id" text NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_question_links_pkey" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_id" text NOT NULL,
	"class_id" text NOT NULL,
	"student_id" text NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"expired" boolean DEFAULT false NOT NULL,
	"answers" jsonb,
	"results" jsonb,
	"score" integer,
	"max_score" integer NOT NULL,
	"percent" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "quiz_passes" (
	"quiz_id" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_passes_pkey" PRIMARY KEY("quiz_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_after_lesson_id_lessons_id_fk" FOREIGN KEY ("after_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_links" ADD CONSTRAINT "quiz_question_links_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_links" ADD CONSTRAINT "quiz_question_links_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_passes" ADD CONSTRAINT "quiz_passes_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_passes" ADD CONSTRAINT "quiz_passes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_passes" ADD CONSTRAINT "quiz_passes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_questions_class_created_idx" ON "quiz_questions" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "quizzes_class_idx" ON "quizzes" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_question_links_question_idx" ON "quiz_question_links" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_key" ON "quiz_attempts" USING btree ("quiz_id","student_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_key" ON "quiz_attempts" USING btree ("quiz_id","student_id") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_submitted_idx" ON "quiz_attempts" USING btree ("quiz_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quiz_passes_class_student_idx" ON "quiz_passes" USING btree ("class_id","student_id");
