import { uiMessages } from "@classwise/shared";
export function Spinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500" />
      {label ? (
        <p className="text-slate-600 dark:text-slate-400">{label}</p>
      ) : (
        <span className="sr-only">{uiMessages.loading}</span>
      )}
    </div>
  );
}
