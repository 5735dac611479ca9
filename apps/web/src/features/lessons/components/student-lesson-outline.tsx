import { type ClassLessonsResponse, dripMessages, lessonsMessages } from "@classwise/shared";
import { Link } from "react-router";
import { LessonMinutes, LessonPosition } from "../../../components/ui/lesson-line";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { paths } from "../../../lib/paths";
import { LessonTick } from "./lesson-ticks";

const copy = lessonsMessages;

/** The class's lessons in order with the student's ticks, and "Continue" to the first one not done. */
export function StudentLessonOutline({ classId, data }: { classId: string; data: ClassLessonsResponse }) {
  const done = data.lessons.filter((lesson) => lesson.completed).length;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {copy.lessonsDone(done, data.lessons.length)} • {copy.minutes(data.totalMinutes)}
        </p>
        {data.nextLessonId && (
          <Link to={paths.student.lesson(classId, data.nextLessonId)} className={primaryLinkClass}>
            {copy.continue}
          </Link>
        )}
      </div>
      <ol className="divide-y divide-slate-200 dark:divide-slate-800">
        {data.lessons.map((lesson) => (
          <li key={lesson._id}>
            {lesson.opensAt ? (
              // A dripped lesson not yet open: no link, its opening date instead (the server refuses it too).
              <div className="flex items-center gap-4 px-5 py-3.5 text-slate-600 dark:text-slate-400">
                <StrokeIcon d="M7 11V7a5 5 0 0110 0v4M5 11h14v10H5z" size={20} />
                <LessonPosition position={lesson.position} />
                <span className="min-w-0 flex-1 font-medium">
                  {lesson.title}
                  <span className="sr-only">, {dripMessages.lockedLabel}</span>
                </span>
                <span className="text-sm font-semibold text-amber-800 dark:text-amber-200">
                  {dripMessages.lockedShort(lesson.opensAt)}
                </span>
              </div>
            ) : (
              <Link
                to={paths.student.lesson(classId, lesson._id)}
                className="flex items-center gap-4 px-5 py-3.5 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/60"
              >
                <LessonTick
                  completed={lesson.completed}
                  label={lesson.completed ? copy.completedMark : copy.notCompletedMark}
                />
                {/* An outline row as on the class page, with the student's tick and a link (lesson-line.tsx). */}
                <LessonPosition position={lesson.position} />
                <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{lesson.title}</span>
                <LessonMinutes minutes={lesson.estimatedMinutes} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
