import type { LessonSummary, Quiz } from "@classwise/shared";
import { paths } from "../../../lib/paths";

/** One row of the lesson player's outline: a lesson or a quiz, where it leads and how far the student is. */
export interface OutlineItem {
  kind: "lesson" | "quiz";
  id: string;
  title: string;
  href: string;
  /** A lesson ticked complete, a quiz passed. */
  isDone: boolean;
  /** When a dripped lesson opens for the student; null when it is open (quizzes have no drip). */
  opensAt: string | null;
  /** The lesson's number in the class (quizzes have none). */
  position: number | null;
  minutes: number | null;
}

type LessonRow = Pick<LessonSummary, "_id" | "title" | "position" | "estimatedMinutes" | "completed" | "opensAt">;
type QuizRow = Pick<Quiz, "_id" | "title" | "afterLessonId" | "passed">;

/**
 * The class as one sequence (docs/decisions/0037): quizzes placed before the first lesson (or after a lesson
 * since deleted), then each lesson followed by its quizzes in the order the server lists them.
 */
export function buildOutline(
  classId: string,
  lessons: readonly LessonRow[],
  quizzes: readonly QuizRow[],
): OutlineItem[] {
  const lessonIds = new Set(lessons.map((lesson) => lesson._id));
  const quizItem = (quiz: QuizRow): OutlineItem => ({
    kind: "quiz",
    id: quiz._id,
    title: quiz.title,
    href: paths.student.quiz(classId, quiz._id),
    isDone: quiz.passed,
    opensAt: null,
    position: null,
    minutes: null,
  });
  const quizzesAfter = (lessonId: string | null) =>
    quizzes
      .filter((quiz) =>
        lessonId === null ? !quiz.afterLessonId || !lessonIds.has(quiz.afterLessonId) : quiz.afterLessonId === lessonId,
      )
      .map(quizItem);
  return [
    ...quizzesAfter(null),
    ...[...lessons]
      .sort((a, b) => a.position - b.position)
      .flatMap((lesson) => [
        {
          kind: "lesson" as const,
          id: lesson._id,
          title: lesson.title,
          href: paths.student.lesson(classId, lesson._id),
          isDone: lesson.completed,
          opensAt: lesson.opensAt,
          position: lesson.position,
          minutes: lesson.estimatedMinutes,
        },
        ...quizzesAfter(lesson._id),
      ]),
  ];
}

/** The open items either side of the current one: locked (dripped) items are passed over, as the server refuses them. */
export function neighboursOf(items: readonly OutlineItem[], kind: OutlineItem["kind"], id: string) {
  const index = items.findIndex((item) => item.kind === kind && item.id === id);
  if (index === -1) return { previous: undefined, next: undefined };
  const isOpen = (item: OutlineItem) => item.opensAt === null;
  return {
    previous: items.slice(0, index).findLast(isOpen),
    next: items.slice(index + 1).find(isOpen),
  };
}
