import { applicationMessages, optionLabel, type TeacherApplication } from "@classwise/shared";
import { Fact } from "../../../components/ui/fact";
import { formatLongDate } from "../../../lib/dates";
import { ApplicationStatusBadge } from "./application-status-badge";

const copy = applicationMessages;

/** The submitted fields of an application, as a definition list (product §2 'application details'). */
export function ApplicationDetails({ application }: { application: TeacherApplication }) {
  const rows: { label: string; value: React.ReactNode; wide?: boolean }[] = [
    { label: copy.titleLabel, value: application.title, wide: true },
    { label: copy.nameLabel, value: application.name },
    { label: copy.emailLabel, value: <span className="break-all">{application.email}</span> },
    { label: copy.categoryLabel, value: optionLabel(application.category) },
    { label: copy.experienceLabel, value: optionLabel(application.experience) },
    { label: copy.appliedOn, value: formatLongDate(application.appliedAt) },
    { label: copy.status, value: <ApplicationStatusBadge status={application.status} /> },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="application-details">
      {rows.map((row) => (
        <Fact
          key={row.label}
          className={`min-w-0 rounded-xl bg-slate-50 px-4 py-3 sm:py-4 dark:bg-slate-800/60 ${row.wide ? "sm:col-span-2" : ""}`}
          label={row.label}
        >
          <dd className="mt-1 font-medium break-words text-slate-900 dark:text-slate-100">{row.value}</dd>
        </Fact>
      ))}
    </dl>
  );
}
