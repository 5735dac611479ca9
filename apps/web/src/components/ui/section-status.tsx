import { enrolledMessages } from "@classwise/shared";
import type { ReactNode } from "react";
import { Button } from "./button";

const tones = {
  loading: "border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400",
  error: "border-red-200 bg-red-50 text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300",
  empty: "border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400",
} as const;

/** The loading, error or empty state that stands in for a section's content. */
export function SectionStatus({ kind, children }: { kind: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`flex min-h-40 flex-col items-center justify-center rounded-2xl border border-dashed p-8 text-center ${tones[kind]}`}
    >
      {kind === "loading" && (
        <span
          className="mb-3 h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500"
          aria-hidden="true"
        />
      )}
      <div>{children}</div>
    </div>
  );
}

/** A section that failed to load: what failed, and Try Again. */
export function SectionError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <SectionStatus kind="error">
      <p>{children}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {enrolledMessages.tryAgain}
      </Button>
    </SectionStatus>
  );
}

/** A section with nothing in it yet: what is missing, in bold, why or what to do, then any way forward. */
export function SectionEmpty({ title, text, children }: { title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <SectionStatus kind="empty">
      <p className="font-semibold text-slate-800 dark:text-slate-200">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
      {children}
    </SectionStatus>
  );
}
