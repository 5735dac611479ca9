import { type Assignment, gradingMessages, learningMessages } from "@classwise/shared";
import { Link } from "react-router";
import { DateTime } from "../../../components/ui/date-time";
import { Fact } from "../../../components/ui/fact";
import { buttonClass } from "../../../components/ui/link-styles";
import { formatLongDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";

const copy = learningMessages;

export interface TeacherAssignmentListProps {
  assignments: readonly Assignment[];
  /** Submissions per assignment id; undefined while the counts load. */
  counts: ReadonlyMap<string, number> | undefined;
  now: number;
}

/** product §2 teacher class page: every assignment with its due and created dates and its submission count. */
export function TeacherAssignmentList({ assignments, counts, now }: TeacherAssignmentListProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {assignments.map((assignment) => {
        const count = counts?.get(assignment._id);
        const isClosed = Date.parse(assignment.deadline) <= now;
        return (
          <li
            key={assignment._id}
            data-testid="teacher-assignment"
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <h4 className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">{assignment.title}</h4>
              <span
                className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-brand-700 dark:bg-brand-500/15 dark:text-brand-100"
                data-testid="assignment-submissions"
              >
                {count === undefined ? "–" : copy.submissionsCount(count)}
              </span>
            </div>
            {/* A clamped description like the payment summary's; assignments keep the teacher's line breaks. */}
            <p className="mt-2 line-clamp-4 whitespace-pre-line break-words text-sm text-slate-600 dark:text-slate-400">
              {assignment.description}
            </p>
            <dl className="mt-auto grid grid-cols-2 gap-3 pt-4 text-sm">
              <Fact label={copy.due} labelWeight="medium">
                <dd className={isClosed ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}>
                  <DateTime iso={assignment.deadline} />
                </dd>
              </Fact>
              <Fact label={copy.created} labelWeight="medium">
                <dd className="text-slate-900 dark:text-white">
                  <time dateTime={assignment.createdAt}>{formatLongDate(assignment.createdAt)}</time>
                </dd>
              </Fact>
            </dl>
            <Link
              to={paths.teacher.assignmentSubmissions(assignment.classId, assignment._id)}
              aria-label={gradingMessages.viewSubmissionsOf(assignment.title)}
              className={`${buttonClass("secondary", "sm")} mt-4 self-start`}
            >
              {gradingMessages.viewSubmissions}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
