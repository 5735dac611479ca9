import { Link } from "react-router";
import { StrokeIcon } from "../../components/ui/stroke-icon";

/** The way back from a class page to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:text-white"
    >
      <StrokeIcon d="M15 18l-6-6 6-6" size={18} />
      {children}
    </Link>
  );
}
