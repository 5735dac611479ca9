import { messages, type PublicStatistics } from "@classwise/shared";
import type { ReactNode } from "react";
import { SectionStatus } from "../../../components/ui/section-status";
import { usePublicStatistics } from "../api/get-public-statistics";

const figures: { key: keyof PublicStatistics; label: string; icon: ReactNode }[] = [
  {
    key: "totalUsers",
    label: messages.home.totalUsers,
    icon: (
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
    ),
  },
  {
    key: "totalClasses",
    label: messages.home.totalClasses,
    icon: <path d="M2 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z" />,
  },
  {
    key: "totalEnrollments",
    label: messages.home.totalEnrollments,
    icon: <path d="M22 10L12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5" />,
  },
];

/** Home page section 5 (spec §2): the platform's three public figures. */
export function PlatformStatistics() {
  const query = usePublicStatistics();
  if (query.isPending) return <SectionStatus kind="loading">{messages.home.loadingStatistics}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{messages.home.loadStatisticsFailed}</SectionStatus>;
  return (
    <dl className="grid gap-5 sm:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.key}
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {figure.icon}
            </svg>
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
              {query.data[figure.key].toLocaleString("en-US")}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
