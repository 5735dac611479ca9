import { adminMessages, optionLabel, type TeacherApplication } from "@classwise/shared";
import { Avatar } from "../../../components/ui/avatar";
import { DataTable, DateCell, rowHoverClass } from "../../../components/ui/data-table";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ReviewActions, type ReviewActionsProps } from "./review-actions";

export interface ApplicationsViewProps extends Omit<ReviewActionsProps, "application"> {
  applications: TeacherApplication[];
}

const columns = adminMessages.applicationColumns;

/** Large screens: one row per application (product §2 Admin, Teacher Applications). */
export function ApplicationsTable({ applications, busy, currentUid, onReview }: ApplicationsViewProps) {
  return (
    <DataTable
      columns={[
        columns.applicant,
        columns.course,
        columns.experience,
        columns.status,
        columns.appliedDate,
        columns.actions,
      ]}
    >
      {applications.map((application) => (
        <tr key={application._id} data-testid="application-row" className={`align-middle ${rowHoverClass}`}>
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              <Avatar src={application.photoURL} ringed />
              {/* Picture beside two lines, as in the classes table: each table sets its own widths and texts. */}
              <div className="min-w-0">
                <p className="max-w-[12rem] truncate font-medium" title={application.name}>
                  {application.name}
                </p>
                <p className="max-w-[14rem] text-sm break-all text-slate-600 dark:text-slate-400">
                  {application.email}
                </p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3">
            <p className="max-w-[16rem] font-medium break-words">{application.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{optionLabel(application.category)}</p>
          </td>
          <td className="px-4 py-3 text-sm whitespace-nowrap">{optionLabel(application.experience)}</td>
          <td className="px-4 py-3">
            <ApplicationStatusBadge status={application.status} />
          </td>
          <DateCell date={application.appliedAt} />
          <td className="px-4 py-3">
            <ReviewActions application={application} busy={busy} currentUid={currentUid} onReview={onReview} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
