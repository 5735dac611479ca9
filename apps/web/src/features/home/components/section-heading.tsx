import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-100">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{children}</p>}
    </div>
  );
}

/** A full-width home page band with its heading. */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`band-when-seen py-16 sm:py-20 ${tone === "tinted" ? "bg-slate-50 dark:bg-slate-900/50" : ""}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
