import type pg from "pg";

/**
 * The worst cases of the learning endpoints in a seeded database: the class with the most enrolments, its
 * teacher, its assignment with the most submissions, a lesson in the middle of its order, a student of it
 * half-way through its lessons, and the user with the most notifications.
 */
export interface LearningFixtures {
  classId: string;
  enrolments: number;
  teacher: { id: string; email: string };
  assignmentId: string;
  assignmentSubmissions: number;
  lessonId: string;
  student: { id: string; email: string };
  notified: { id: string; email: string; notifications: number } | undefined;
}

export async function readLearningFixtures(pool: pg.Pool): Promise<LearningFixtures> {
  const { rows: classes } = await pool.query<{ class_id: string; enrolments: number; teacher_id: string }>(
    `select s.class_id, s.enrolled_count::int as enrolments, c.teacher_id
       from class_stats s join classes c on c.id = s.class_id
      where s.listed order by s.enrolled_count desc limit 1`,
  );
  const top = classes[0];
  if (!top) throw new Error("the database has no listed class");
  const { rows } = await pool.query<{
    teacher_email: string;
    assignment_id: string;
    submissions: number;
    lesson_id: string;
    student_id: string;
    student_email: string;
  }>(
    `select (select email from users where id = $2) as teacher_email,
            a.assignment_id, a.submissions,
            (select id from lessons where class_id = $1
              order by position offset (select count(*) / 2 from lessons where class_id = $1) limit 1) as lesson_id,
            st.student_id, (select email from users where id = st.student_id) as student_email
       from (select s.assignment_id, count(*)::int as submissions from submissions s
              where s.class_id = $1 group by s.assignment_id order by count(*) desc limit 1) a,
            (select e.student_id from enrolments e
              where e.class_id = $1
              order by abs((select count(*) from lesson_completions lc
                             where lc.class_id = $1 and lc.student_id = e.student_id)
                           - (select count(*) / 2 from lessons where class_id = $1)), e.student_id
              limit 1) st`,
    [top.class_id, top.teacher_id],
  );
  const row = rows[0];
  if (!row) throw new Error("the most enrolled class has no submissions");
  const { rows: notified } = await pool.query<{ user_id: string; email: string; notifications: number }>(
    `select n.user_id, u.email, n.notifications from
       (select user_id, count(*)::int as notifications from notifications
         group by user_id order by count(*) desc limit 1) n join users u on u.id = n.user_id`,
  );
  const most = notified[0];
  return {
    classId: top.class_id,
    enrolments: top.enrolments,
    teacher: { id: top.teacher_id, email: row.teacher_email },
    assignmentId: row.assignment_id,
    assignmentSubmissions: row.submissions,
    lessonId: row.lesson_id,
    student: { id: row.student_id, email: row.student_email },
    notified: most && { id: most.user_id, email: most.email, notifications: most.notifications },
  };
}
