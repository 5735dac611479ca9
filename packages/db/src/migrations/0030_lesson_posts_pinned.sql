-- A lesson's pinned questions (the first page of its discussion) from an index of the pinned ones alone: without
-- it the planner scanned the lesson's questions, or at 50,000 questions under one lesson the whole table, to find
-- the few pinned (issue 26, docs/performance.md "Learning at scale").
CREATE INDEX "lesson_posts_pinned_idx" ON "lesson_posts" USING btree ("lesson_id","pinned_at" DESC,"id" DESC) WHERE "lesson_posts"."parent_id" is null and "lesson_posts"."pinned_at" is not null;
