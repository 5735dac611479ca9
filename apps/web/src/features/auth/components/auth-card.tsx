import { identityMessages } from "@classwise/shared";
import type { ReactNode } from "react";

/**
 * The card of the sign-in, registration and password pages. It hangs from the top of the page rather than being
 * centred in it: the browser may paint a prerendered page before it has read the whole card, and a centred card
 * would then move up as its lower part arrives (a layout shift of 0.08-0.18 on a phone).
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-br from-brand-50 via-white to-sky-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function Divider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {identityMessages.or}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
