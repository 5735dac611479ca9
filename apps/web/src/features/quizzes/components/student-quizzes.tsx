import { type LessonSummary, progressMessages, type Quiz, quizzesMessages } from "@classwise/shared";
import { Link } from "react-router";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { paths } from "../../../lib/paths";
import { useClassQuizzes } from "../api/quiz-reads";

const copy = quizzesMessages;

/** Where a quiz sits in the outline: after a lesson of the class, or before the first one. */
export function placementOf(
  quiz: Pick<Quiz, "afterLessonId">,
  lessons: readonly Pick<LessonSummary, "_id" | "title">[],
) {
  const lesson = lessons.find((item) => item._id === quiz.afterLessonId);
  return lesson ? copy.afterLesson(lesson.title) : copy.atStart;
}

/** The order of the outline: quizzes before the first lesson, then each lesson followed by its quizzes. */
export function inOutlineOrder(quizzes: readonly Quiz[], lessons: readonly Pick<LessonSummary, "_id">[]): Quiz[] {
  const rank = (quiz: Quiz) => {
    const index = lessons.findIndex((lesson) => lesson._id === quiz.afterLessonId);
    return index === -1 ? -1 : index;
  };
  return [...quizzes].sort((a, b) => rank(a) - rank(b));
}

/** The class's quizzes for an enrolled student with their standing; each opens in the lesson player. */
export function StudentQuizzes({
  classId,
  lessons,
}: {
  classId: string;
  lessons: readonly Pick<LessonSummary, "_id" | "title">[];
}) {
  const quizzes = useClassQuizzes(classId);
  if (quizzes.isError)
    return <SectionError onRetry={() => void quizzes.refetch()}>{quizzes.error.message}</SectionError>;
  if (!quizzes.data) return <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>;
  if (quizzes.data.length === 0) return <SectionEmpty title={copy.noQuizzes} text="" />;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {inOutlineOrder(quizzes.data, lessons).map((quiz) => (
        <li key={quiz._id}>
          <Link
            to={paths.student.quiz(classId, quiz._id)}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3.5 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/60"
          >
            <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{quiz.title}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{placementOf(quiz, lessons)}</span>
            <span
              className={
                quiz.passed
                  ? "text-sm font-semibold text-emerald-700 dark:text-emerald-300"
                  : "text-sm text-slate-600 dark:text-slate-400"
              }
            >
              {quiz.passed
                ? copy.passed
                : copy.attemptsLeft(quiz.attemptsAllowed - quiz.attemptsUsed, quiz.attemptsAllowed)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
