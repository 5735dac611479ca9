import { learningMessages } from "@classwise/shared";
import { DateTime } from "../../../components/ui/date-time";
import { useMediaQuery } from "../../../lib/use-media-query";
import type { AssignmentRow } from "../lib/assignment-status";
import { AssignmentStatusBadge } from "./assignment-status-badge";
import { SubmissionCell } from "./submission-cell";

const columns = learningMessages.columns;

/** The table's headings and their share of its width. */
const tableColumns = [
  { label: columns.title, width: "w-[20%]" },
  { label: columns.description, width: "w-[27%]" },
  { label: columns.deadline, width: "w-[15%]" },
  { label: columns.status, width: "w-[11%]" },
  { label: columns.action, width: "w-[27%]" },
];

/** product §2: the assignments as a table on wide screens and as cards on narrow ones (one of the two is mounted). */
export function StudentAssignments({ rows }: { rows: readonly AssignmentRow[] }) {
  const isWide = useMediaQuery("(min-width: 1024px)");
  return isWide ? <AssignmentTable rows={rows} /> : <AssignmentCards rows={rows} />;
}

function AssignmentTable({ rows }: { rows: readonly AssignmentRow[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {tableColumns.map(({ label, width }) => (
              <th key={label} scope="col" className={`${width} px-5 py-3`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.assignment._id} data-testid="assignment-row" className="align-top">
              <th scope="row" className="break-words px-5 py-4 font-semibold text-slate-900 dark:text-white">
                {row.assignment.title}
              </th>
              <td className="px-5 py-4 text-slate-600 dark:text-slate-400">
                <p className="line-clamp-4 whitespace-pre-line break-words" title={row.assignment.description}>
                  {row.assignment.description}
                </p>
              </td>
              <td className="px-5 py-4 text-slate-700 dark:text-slate-300">
                <DateTime iso={row.assignment.deadline} />
              </td>
              <td className="px-5 py-4">
                <AssignmentStatusBadge status={row.status} />
              </td>
              <td className="px-5 py-4">
                <SubmissionCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AssignmentCards({ rows }: { rows: readonly AssignmentRow[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {rows.map((row) => (
        <li
          key={row.assignment._id}
          data-testid="assignment-row"
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <h4 className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{row.assignment.title}</h4>
            <AssignmentStatusBadge status={row.status} />
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600 dark:text-slate-400">
            {row.assignment.description}
          </p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">{columns.deadline}: </span>
            <DateTime iso={row.assignment.deadline} />
          </p>
          <div className="mt-auto pt-4">
            <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
              <SubmissionCell row={row} compact />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
