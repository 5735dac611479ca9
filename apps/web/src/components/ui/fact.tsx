import type { ReactNode } from "react";

/** One labelled fact of a description list (`<dl>`): the small caps label, then its `<dd>` values. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      {children}
    </div>
  );
}
