import { formatPrice, truncate } from "@classwise/shared";
import { EnrolFromCsvButton } from "../../../../components/enrolment-import/enrol-from-csv";
import { ClassImage } from "../../../../components/ui/class-image";
import { rowCardClass } from "../../../../components/ui/data-table";
import { ClassStatusBadge } from "../class-status-badge";
import {
  ADMIN_DESCRIPTION_MAX_SMALL,
  ADMIN_EMAIL_MAX_SMALL,
  ADMIN_TITLE_MAX,
  type AdminClassesViewProps,
} from "./admin-classes-table";
import { ClassReviewActions, ProgressButton } from "./class-review-actions";

/** Small screens: one compact card per class, with the shorter description and email cut (product §9). */
export function AdminClassCards({ classes, busy, onReview, onProgress }: AdminClassesViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {classes.map((item, index) => (
        <li
          key={item._id}
          data-testid="admin-class-row"
          aria-busy={busy.has(item._id) || undefined}
          className={rowCardClass}
        >
          <div className="flex gap-3">
            <ClassImage
              src={item.image}
              width={112}
              height={63}
              eager={index < 4}
              className="h-[63px] w-28 shrink-0 rounded-lg"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug text-slate-900 dark:text-white" title={item.title}>
                {truncate(item.title, ADMIN_TITLE_MAX)}
              </p>
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                <ClassStatusBadge status={item.status} />
                <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                  {formatPrice(item.price)}
                </span>
              </div>
            </div>
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {truncate(item.description, ADMIN_DESCRIPTION_MAX_SMALL)}
          </p>
          <p className="mt-2 text-sm">
            <span className="font-medium text-slate-800 dark:text-slate-200">{item.teacherName}</span>
            <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
              {" "}
              ·{" "}
            </span>
            <span className="text-slate-600 dark:text-slate-400" title={item.teacherEmail}>
              {truncate(item.teacherEmail, ADMIN_EMAIL_MAX_SMALL)}
            </span>
          </p>
          <div className="mt-auto pt-3">
            <div className="flex min-h-10 flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
              <ClassReviewActions item={item} busyDecision={busy.get(item._id)} onReview={onReview} />
              <ProgressButton item={item} onOpen={onProgress} />
              {item.status === "approved" && <EnrolFromCsvButton classId={item._id} />}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
