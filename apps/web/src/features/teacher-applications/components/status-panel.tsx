import type { ReactNode } from "react";
import { StatusIcon, type StatusTone } from "./status-icon";

/** The /teach page's non-form states: pictogram, heading, explanation, then details and actions. */
export function StatusPanel({
  tone,
  title,
  text,
  children,
}: {
  tone: StatusTone;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col items-center text-center">
        <StatusIcon tone={tone} size="lg" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-prose text-slate-600 dark:text-slate-400">{text}</p>
      </div>
      {children && <div className="mt-6 space-y-5">{children}</div>}
    </section>
  );
}
