ALTER INDEX "classes_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('classes_search_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);
