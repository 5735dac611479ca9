import type { ReactNode } from "react";

/** The white framed panel a page's sections sit in. */
export const panelClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

export interface TitledSectionProps {
  /** The heading's id: it names the section (`aria-labelledby`), and other parts of the page may point at it. */
  titleId: string;
  title: ReactNode;
  heading?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  /** With `headerClassName`: the heading and this (a button, say) share one row of that class. */
  aside?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
}

/** A section named by its own heading. */
export function TitledSection({
  titleId,
  title,
  heading: Heading = "h2",
  className,
  titleClassName,
  aside,
  headerClassName,
  children,
}: TitledSectionProps) {
  const titleElement = (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {headerClassName === undefined ? (
        titleElement
      ) : (
        <div className={headerClassName}>
          {titleElement}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
