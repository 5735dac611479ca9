import { messages } from "@classwise/shared";
import { formatLongDate } from "../../../lib/dates";

/** spec §2 My Teaching Request: the 'What's Next' timeline shown while the application is pending. */
export function WhatsNext({ appliedAt }: { appliedAt: string }) {
  const steps = messages.application.timeline;
  return (
    <section
      aria-labelledby="whats-next-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="whats-next-title" className="text-lg font-semibold">
        {messages.application.whatsNext}
      </h3>
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
    </section>
  );
}
