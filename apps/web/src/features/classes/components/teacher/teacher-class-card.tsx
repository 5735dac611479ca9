import { classesMessages, lessonsMessages, type PublicClass } from "@classwise/shared";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";
import { buttonClass } from "../../../../components/ui/link-styles";
import { paths } from "../../../../lib/paths";
import { ClassCover } from "../class-cover";
import { ClassStatusBadge } from "../class-status-badge";
import { EnrolledCount } from "../enrolled-count";

const copy = classesMessages;

export interface TeacherClassCardProps {
  item: PublicClass;
  isDeleting: boolean;
  eager?: boolean;
  onUpdate: (item: PublicClass) => void;
  onDelete: (item: PublicClass) => void;
}

/** product §2 My Classes card: image, status, price, title, description, enrolled count and the actions. */
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
      <ClassCover item={item} eager={eager} />
      <div className="flex min-h-0 flex-1 flex-col p-5">
        <div className="mb-2 flex items-center justify-between gap-2">
          <ClassStatusBadge status={item.status} />
          <EnrolledCount count={item.enrolledCount} />
        </div>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900 dark:text-white">{item.title}</h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {item.description}
        </p>
        {/* The actions sit on the card's bottom edge, level across a row of cards of any text length. Update and
            Delete are spelled out apart: they differ in look, in state (disabled or busy) and in what they do. */}
        <div className="mt-auto pt-4">
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUpdate(item)}
              disabled={isDeleting}
              aria-label={`${copy.update}: ${item.title}`}
            >
              {copy.update}
            </Button>
            <Button
              variant="dangerOutline"
              size="sm"
              onClick={() => onDelete(item)}
              busy={isDeleting}
              aria-label={`${copy.delete}: ${item.title}`}
            >
              {copy.delete}
            </Button>
          </div>
          {isApproved ? (
            <Link
              to={paths.teacher.classDetails(item._id)}
              aria-label={`${copy.seeDetails}: ${item.title}`}
              className={`${buttonClass("primary", "sm")} mt-2 w-full`}
            >
              {copy.seeDetails}
            </Link>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled
                aria-label={`${copy.seeDetails}: ${item.title}`}
                className="mt-2 w-full"
              >
                {copy.seeDetails}
              </Button>
              <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">{copy.detailsAfterApproval}</p>
              {item.status === "pending" && (
                <Link
                  to={paths.teacher.classLessons(item._id)}
                  aria-label={lessonsMessages.writeLessonsLabel(item.title)}
                  className={`${buttonClass("primary", "sm")} mt-2 w-full`}
                >
                  {lessonsMessages.writeLessons}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
