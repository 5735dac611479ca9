-- The total of a catalogue list filtered by subject, price and rating is counted from this index alone
-- (an index-only scan of narrow entries) instead of the class_stats rows the subject's index leads to.
CREATE INDEX "class_stats_filter_idx" ON "class_stats" USING btree ("category","price_cents","rating_tenths") WHERE "class_stats"."listed";
