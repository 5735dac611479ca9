import { classPageMessages } from "@classwise/shared";
import { StrokeIcon } from "../../../components/ui/stroke-icon";

/** product §4: shown after the enrolment went through, for the two seconds before the redirect. */
export function PaymentSuccess({ title }: { title: string }) {
  return (
    <div
      role="status"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-emerald-200 bg-white px-6 py-12 text-center shadow-sm dark:border-emerald-900/60 dark:bg-slate-900"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
        <StrokeIcon d="M5 12l5 5 9-11" size={34} strokeWidth={2.6} />
      </span>
      <h2 className="mt-5 text-2xl font-bold text-slate-900 dark:text-white">{classPageMessages.paymentSuccess}</h2>
      <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">{title}</p>
      <p className="mt-3 flex items-center gap-2 text-slate-600 dark:text-slate-400">
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-emerald-500 border-t-transparent"
          aria-hidden="true"
        />
        {classPageMessages.redirecting}
      </p>
    </div>
  );
}
