CREATE TABLE "enrolment_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text NOT NULL REFERENCES "classes"("id") ON DELETE cascade,
	"actor_id" text REFERENCES "users"("id") ON DELETE set null,
	"actor_address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"already_enrolled" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "enrolment_imports_status_check" CHECK ("status" in ('running', 'done'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_imports_running_key" ON "enrolment_imports" USING btree ("class_id") WHERE "status" = 'running';--> statement-breakpoint
CREATE INDEX "enrolment_imports_class_idx" ON "enrolment_imports" USING btree ("class_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A bulk enrolment matches its rows' emails to accounts whatever their case, by this index.
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
