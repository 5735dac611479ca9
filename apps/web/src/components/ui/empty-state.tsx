import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryLinkClass } from "./link-styles";
import { StrokeIcon } from "./stroke-icon";

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** An SVG path drawn with a 2 px stroke on a 24 px grid; none for a plain line of text. */
  icon?: string;
  /** The heading level the title takes in its page; a plain paragraph when absent. */
  heading?: "h1" | "h2" | "h3";
  action?: ReactNode;
  /** The way forward as a link to another page (in place of `action`). */
  link?: { to: string; label: string };
}

/** What a list or page shows when it has nothing: pictogram, title, explanation and the way forward. */
export function EmptyState({ title, text, icon, heading, action, link }: EmptyStateProps) {
  const forward = link ? (
    <Link to={link.to} className={primaryLinkClass}>
      {link.label}
    </Link>
  ) : (
    action
  );
  const Title = heading ?? "p";
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      {icon && (
        <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <StrokeIcon d={icon} size={28} />
        </span>
      )}
      <Title
        className={
          heading ? "text-xl font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400"
        }
      >
        {title}
      </Title>
      {text && <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{text}</p>}
      {forward && <div className="mt-6">{forward}</div>}
    </div>
  );
}

export const emptyIcons = {
  book: "M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-2zM8 8h6",
  addBook: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM12 7v6M9 10h6",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
  document: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4",
} as const;
