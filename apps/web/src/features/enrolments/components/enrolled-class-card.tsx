import { catalogueMessages, type EnrolledClass, enrolledMessages, lessonsMessages } from "@classwise/shared";
import { Link } from "react-router";
import { ClassImage } from "../../../components/ui/class-image";
import { ClassProgress } from "../../../components/ui/class-progress";
import { formatShortDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";

/**
 * One enrolled class: image, title, teacher, enrolment date, progress and the way back into it. The progress
 * comes with the page of classes (one request for the whole screen).
 */
export function EnrolledClassCard({ item, eager }: { item: EnrolledClass; eager: boolean }) {
  const completed = item.progress.isCompleted;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <ClassImage src={item.image} eager={eager} className="w-full" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-2 text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h3>
        <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">
          {catalogueMessages.by(item.teacherName)}
        </p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {enrolledMessages.enrolledOn} <time dateTime={item.enrolledAt}>{formatShortDate(item.enrolledAt)}</time>
        </p>
        <div className="mt-4">
          <ClassProgress progress={item.progress} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-5">
          {item.nextLessonId && (
            <Link
              to={paths.student.lesson(item._id, item.nextLessonId)}
              aria-label={lessonsMessages.continueLabel(item.title)}
              className="block w-full rounded-lg border border-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-brand-500/10"
            >
              {lessonsMessages.continue}
            </Link>
          )}
          <Link
            to={paths.student.enrolledClass(item._id)}
            className={`block w-full rounded-lg px-4 py-2.5 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              completed
                ? "border border-emerald-600 text-emerald-700 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-500/10"
                : "bg-brand-600 text-white hover:bg-brand-700"
            }`}
          >
            {completed ? enrolledMessages.reviewClass : enrolledMessages.continueLearning}
          </Link>
        </div>
      </div>
    </article>
  );
}
