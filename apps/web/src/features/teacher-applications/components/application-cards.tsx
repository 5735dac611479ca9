import { adminMessages, optionLabel } from "@classwise/shared";
import { Avatar } from "../../../components/ui/avatar";
import { rowCardClass } from "../../../components/ui/data-table";
import { Fact } from "../../../components/ui/fact";
import { formatShortDate } from "../../../lib/dates";
import { ApplicationStatusBadge } from "./application-status-badge";
import type { ApplicationsViewProps } from "./applications-table";
import { ReviewActions } from "./review-actions";

const columns = adminMessages.applicationColumns;

/** Small screens: one card per application, the same fields as the table's columns. */
export function ApplicationCards({ applications, busy, currentUid, onReview }: ApplicationsViewProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {applications.map((application) => (
        <li key={application._id} data-testid="application-card" className={`min-w-0 ${rowCardClass}`}>
          <div className="flex items-start gap-3">
            <Avatar src={application.photoURL} size={44} ringed />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold" title={application.name}>
                {application.name}
              </p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-400">{application.email}</p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <dl className="my-4 grid grid-cols-2 gap-3 text-sm">
            <Fact className="col-span-2 min-w-0" label={columns.course}>
              <dd className="mt-0.5 font-medium break-words">{application.title}</dd>
              <dd className="text-slate-600 dark:text-slate-400">{optionLabel(application.category)}</dd>
            </Fact>
            <Fact label={columns.experience}>
              <dd className="mt-0.5">{optionLabel(application.experience)}</dd>
            </Fact>
            <Fact label={columns.appliedDate}>
              <dd className="mt-0.5">{formatShortDate(application.appliedAt)}</dd>
            </Fact>
          </dl>
          <div className="mt-auto flex items-center justify-end border-t border-slate-200 pt-3 dark:border-slate-800">
            <ReviewActions application={application} busy={busy} currentUid={currentUid} onReview={onReview} />
          </div>
        </li>
      ))}
    </ul>
  );
}
