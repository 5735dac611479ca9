-- The admin's payout schedule (docs/decisions/0043-scheduled-payouts.md): one row, absent until first saved.
CREATE TABLE "payout_schedule" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"weekday" smallint DEFAULT 1 NOT NULL,
	"day_of_month" smallint DEFAULT 1 NOT NULL,
	"hour_utc" smallint DEFAULT 6 NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_schedule_singleton_check" CHECK ("id" = 1),
	CONSTRAINT "payout_schedule_frequency_check" CHECK ("frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "payout_schedule_weekday_check" CHECK ("weekday" between 0 and 6),
	CONSTRAINT "payout_schedule_day_check" CHECK ("day_of_month" between 1 and 28),
	CONSTRAINT "payout_schedule_hour_check" CHECK ("hour_utc" between 0 and 23)
);--> statement-breakpoint
-- One row per scheduled period: its primary key is the claim, so a period runs once whichever process and
-- however many schedulers see it due.
CREATE TABLE "payout_schedule_runs" (
	"period_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payout_schedule_runs_status_check" CHECK ("status" in ('running', 'done'))
);
--> statement-breakpoint
-- A teacher's Earnings lists every class they ever had, deleted ones too (they earned money): the partial
-- classes_teacher_created_idx (live classes only) cannot answer that, and the scan read all 100k classes
-- (559 ms on the 1M-enrolment seed, docs/performance.md "Analytics at 1M enrolments").
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");
