import { type SQL, sql } from "drizzle-orm";

/**
 * What a student's progress in a class is computed from, as SQL over one enrolment (class id, student id,
 * enrolment time as expressions of the outer query). The one formula applied to these counts is
 * `progressFromCounts` in packages/shared (docs/decisions/0019-lessons-and-progress.md). Each count walks an
 * index of this class (and student), so the work grows with the class, not with the tables.
 */
export function progressCountColumns(classId: SQL, studentId: SQL, enrolledAt: SQL) {
  return {
    // An assignment closed before the student enrolled counts only if they submitted it anyway.
    countableAssignments: sql<number>`(
      select count(*) from assignments a
      where a.class_id = ${classId}
        and (a.deadline >= ${enrolledAt}
          or exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = ${studentId})))`.mapWith(
      Number,
    ),
    submittedAssignments: sql<number>`(
      select count(distinct s.assignment_id) from submissions s
      where s.class_id = ${classId} and s.student_id = ${studentId})`.mapWith(Number),
    // A quiz is an outline item like a lesson: it counts as one, completed once the student has passed it
    // (docs/decisions/0037-quizzes.md).
    totalLessons: sql<number>`(
      (select count(*) from lessons l where l.class_id = ${classId})
      + (select count(*) from quizzes q where q.class_id = ${classId}))`.mapWith(Number),
    completedLessons: sql<number>`(
      (select count(*) from lesson_completions lc where lc.class_id = ${classId} and lc.student_id = ${studentId})
      + (select count(*) from quiz_passes qp where qp.class_id = ${classId} and qp.student_id = ${studentId}))`.mapWith(
      Number,
    ),
  };
}

/** The first lesson of the class the student has not completed and may open now (drip): where "Continue" leads. */
export function nextLessonColumn(classId: SQL, studentId: SQL) {
  return sql<string | null>`(
    select l.id from lessons l
    where l.class_id = ${classId}
      and not exists (select 1 from lesson_completions lc where lc.lesson_id = l.id and lc.student_id = ${studentId})
      and coalesce(l.drip_date, (select e.created_at + make_interval(days => l.drip_days) from enrolments e
        where e.class_id = l.class_id and e.student_id = ${studentId}), '-infinity') <= now()
    order by l.position
    limit 1)`;
}
