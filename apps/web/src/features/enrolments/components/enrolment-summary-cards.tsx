import { type EnrolmentSummary, messages } from "@classwise/shared";

const cards = [
  {
    key: "totalEnrolled",
    label: messages.enrolled.totalEnrolled,
    tone: "bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100",
    icon: "M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-2zM8 8h6",
  },
  {
    key: "inProgress",
    label: messages.enrolled.inProgress,
    tone: "bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300",
    icon: "M12 6v6l4 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  },
  {
    key: "completed",
    label: messages.enrolled.completed,
    tone: "bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300",
    icon: "M9 12l2 2 4-4M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  },
] as const;

/** spec §2 My Enrolled Classes: Total Enrolled, In Progress, Completed (over all enrolments). */
export function EnrolmentSummaryCards({ summary }: { summary: EnrolmentSummary | undefined }) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {cards.map((card) => (
        <div
          key={card.key}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 ${card.tone}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={card.icon} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{card.label}</dt>
            <dd
              className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white"
              data-testid={`summary-${card.key}`}
            >
              {summary ? summary[card.key] : "–"}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
