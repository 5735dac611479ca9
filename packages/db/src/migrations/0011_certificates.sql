CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text NOT NULL,
	"student_name" text NOT NULL,
	"class_title" text NOT NULL,
	"teacher_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "certificates_number_check" CHECK ("certificates"."number" ~ '^CW-[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$'),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_student_class_key" ON "certificates" USING btree ("student_id","class_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_student_issued_idx" ON "certificates" USING btree ("student_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_class_valid_idx" ON "certificates" USING btree ("class_id") WHERE "certificates"."revoked_at" is null;