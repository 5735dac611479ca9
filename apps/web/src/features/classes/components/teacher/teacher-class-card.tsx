import { formatPrice, messages, type PublicClass } from "@classwise/shared";
import { Link } from "react-router";
import { ClassImage } from "../../../../components/ui/class-image";
import { paths } from "../../../../lib/paths";
import { ClassStatusBadge } from "../class-status-badge";
import { EnrolledCount } from "../enrolled-count";

const copy = messages.classes;
const actionBase =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";

export interface TeacherClassCardProps {
  item: PublicClass;
  isDeleting: boolean;
  eager?: boolean;
  onUpdate: (item: PublicClass) => void;
  onDelete: (item: PublicClass) => void;
}

/** spec §2 My Classes card: image, status, price, title, description, enrolled count and the actions. */
export function TeacherClassCard({ item, isDeleting, eager = false, onUpdate, onDelete }: TeacherClassCardProps) {
  const isApproved = item.status === "approved";
  return (
    <article
      data-testid="teacher-class-card"
      aria-busy={isDeleting || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition dark:border-slate-800 dark:bg-slate-900 ${
        isDeleting ? "opacity-60" : ""
      }`}
    >
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800">
        <ClassImage src={item.image} eager={eager} className="h-full w-full" />
        <span className="absolute right-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow dark:bg-slate-950/90 dark:text-brand-100">
          {formatPrice(item.price)}
        </span>
      </div>
      <div className="flex min-h-0 flex-1 flex-col p-5">
        <div className="mb-2 flex items-center justify-between gap-2">
          <ClassStatusBadge status={item.status} />
          <EnrolledCount count={item.enrolledCount} />
        </div>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900 dark:text-white">{item.title}</h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {item.description}
        </p>
        <div className="mt-auto pt-4">
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              onClick={() => onUpdate(item)}
              disabled={isDeleting}
              aria-label={`${copy.update}: ${item.title}`}
              className={`${actionBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
            >
              {copy.update}
            </button>
            <button
              type="button"
              onClick={() => onDelete(item)}
              disabled={isDeleting}
              aria-busy={isDeleting || undefined}
              aria-label={`${copy.delete}: ${item.title}`}
              className={`${actionBase} bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60`}
            >
              {isDeleting && (
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                  aria-hidden="true"
                />
              )}
              {copy.delete}
            </button>
          </div>
          {isApproved ? (
            <Link
              to={paths.teacher.classDetails(item._id)}
              aria-label={`${copy.seeDetails}: ${item.title}`}
              className={`${actionBase} mt-2 w-full bg-brand-600 text-white hover:bg-brand-700`}
            >
              {copy.seeDetails}
            </Link>
          ) : (
            <>
              <button
                type="button"
                disabled
                aria-label={`${copy.seeDetails}: ${item.title}`}
                className={`${actionBase} mt-2 w-full bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-500`}
              >
                {copy.seeDetails}
              </button>
              <p className="mt-2 text-center text-xs text-slate-500 dark:text-slate-400">{copy.detailsAfterApproval}</p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
