import { adminMessages, formatPrice, type PublicClass, truncate } from "@classwise/shared";
import { EnrolFromCsvButton } from "../../../../components/enrolment-import/enrol-from-csv";
import { ClassImage } from "../../../../components/ui/class-image";
import { DataTable, rowHoverClass } from "../../../../components/ui/data-table";
import type { ClassDecision } from "../../api/review-class";
import { ClassStatusBadge } from "../class-status-badge";
import { ClassReviewActions, ProgressButton } from "./class-review-actions";

/** product §9 admin text truncation. */
export const ADMIN_TITLE_MAX = 50;
export const ADMIN_DESCRIPTION_MAX = 100;
export const ADMIN_DESCRIPTION_MAX_SMALL = 80;
export const ADMIN_EMAIL_MAX_SMALL = 20;

export interface AdminClassesViewProps {
  classes: PublicClass[];
  busy: ReadonlyMap<string, ClassDecision>;
  onReview: (item: PublicClass, decision: ClassDecision) => void;
  onProgress: (item: PublicClass) => void;
}

const columns = adminMessages.classColumns;

/** Large screens: one row per class. */
export function AdminClassesTable({ classes, busy, onReview, onProgress }: AdminClassesViewProps) {
  return (
    <DataTable
      columns={[columns.class, columns.teacher, columns.price, columns.status, columns.actions, columns.progress]}
    >
      {classes.map((item) => (
        <tr
          key={item._id}
          data-testid="admin-class-row"
          aria-busy={busy.has(item._id) || undefined}
          className={`align-top ${rowHoverClass}`}
        >
          <td className="px-4 py-4">
            <div className="flex max-w-xl gap-3">
              <ClassImage src={item.image} width={96} height={54} className="h-[54px] w-24 shrink-0 rounded-lg" />
              {/* Picture beside two lines, as in the applications table: each table sets its own widths and texts. */}
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 dark:text-white" title={item.title}>
                  {truncate(item.title, ADMIN_TITLE_MAX)}
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {truncate(item.description, ADMIN_DESCRIPTION_MAX)}
                </p>
              </div>
            </div>
          </td>
          <td className="px-4 py-4 text-sm">
            <p className="font-medium text-slate-800 dark:text-slate-200">{item.teacherName}</p>
            <p className="break-all text-slate-600 dark:text-slate-400">{item.teacherEmail}</p>
          </td>
          <td className="px-4 py-4 text-sm font-semibold whitespace-nowrap">{formatPrice(item.price)}</td>
          <td className="px-4 py-4">
            <ClassStatusBadge status={item.status} />
          </td>
          <td className="px-4 py-4">
            <ClassReviewActions item={item} busyDecision={busy.get(item._id)} onReview={onReview} />
          </td>
          <td className="px-4 py-4">
            <div className="flex flex-col items-start gap-2">
              <ProgressButton item={item} onOpen={onProgress} />
              {item.status === "approved" && <EnrolFromCsvButton classId={item._id} />}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
