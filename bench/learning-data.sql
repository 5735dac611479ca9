-- Grades and notifications for a scale seed, which writes neither (run once after `npm run seed`, before
-- `bench/plans.ts`): psql "$BENCH_DATABASE_URL" -f bench/learning-data.sql
--
-- * 60% of submissions graded by the class's teacher, a day after they were handed in;
-- * a "new assignment" notification for every enrolled student of every assignment of their class (what
--   notify.ts writes when an assignment is created), about 70% of them read;
-- * the student with the most enrolments also gets 30,000 older "assignment due" reminders, 10% unread: the
--   user with the most notifications, so the notification lists show their worst case.
\timing on

update submissions s
   set score = 40 + (abs(hashtext(s.id)) % 61),
       feedback = 'Good work, see the comments in the margin.',
       graded_at = s.submitted_at + interval '1 day',
       graded_by = c.teacher_id
  from classes c
 where c.id = s.class_id and abs(hashtext(s.id || 'graded')) % 10 < 6;

insert into notifications (id, user_id, kind, title, body, link, created_at, read_at)
select gen_random_uuid()::text, e.student_id, 'new-assignment', 'New assignment: ' || a.title,
       'A new assignment was added to your class.', '/classes/' || a.class_id, a.created_at,
       case when abs(hashtext(e.student_id || a.id)) % 10 < 7 then a.created_at + interval '2 hours' end
  from assignments a join enrolments e on e.class_id = a.class_id;

insert into notifications (id, user_id, kind, title, body, link, created_at, read_at)
select gen_random_uuid()::text, heavy.student_id, 'assignment-due', 'Assignment due soon',
       'An assignment of yours is due within 24 hours.', '/dashboard',
       now() - interval '3 years' + g * interval '50 minutes',
       case when g % 10 <> 0 then now() - interval '3 years' + g * interval '50 minutes' + interval '1 hour' end
  from (select student_id from enrolments group by student_id order by count(*) desc, student_id limit 1) heavy,
       generate_series(1, 30000) g;

vacuum analyze submissions;
vacuum analyze notifications;
