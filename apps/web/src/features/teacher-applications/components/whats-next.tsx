import { applicationMessages } from "@classwise/shared";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { formatLongDate } from "../../../lib/dates";

/** product §2 My Teaching Request: the 'What's Next' timeline shown while the application is pending. */
export function WhatsNext({ appliedAt }: { appliedAt: string }) {
  const steps = applicationMessages.timeline;
  return (
    <TitledSection
      titleId="whats-next-title"
      title={applicationMessages.whatsNext}
      heading="h3"
      className={panelClass}
      titleClassName="text-lg font-semibold"
    >
      <ol className="mt-5 space-y-0">
        {steps.map((step, index) => {
          const state = index === 0 ? "done" : index === 1 ? "current" : "upcoming";
          const dot =
            state === "done"
              ? "bg-emerald-500 text-white"
              : state === "current"
                ? "bg-amber-500 text-white ring-4 ring-amber-100 dark:ring-amber-950"
                : "bg-slate-200 text-slate-500 dark:bg-slate-700 dark:text-slate-300";
          return (
            <li
              key={step.title}
              className="relative flex gap-4 pb-6 last:pb-0"
              aria-current={state === "current" ? "step" : undefined}
            >
              {index < steps.length - 1 && (
                <span
                  className="absolute top-8 left-[0.9375rem] h-[calc(100%-2rem)] w-0.5 bg-slate-200 dark:bg-slate-700"
                  aria-hidden="true"
                />
              )}
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${dot}`}
              >
                {state === "done" ? "✓" : index + 1}
              </span>
              <div className="min-w-0 pt-1">
                <p className="font-semibold">{step.title}</p>
                <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                  {index === 0 ? `${step.text} ${formatLongDate(appliedAt)}.` : step.text}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
