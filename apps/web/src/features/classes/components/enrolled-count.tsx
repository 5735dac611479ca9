import { catalogueMessages, formatCount } from "@classwise/shared";
import { StrokeIcon } from "../../../components/ui/stroke-icon";

export function EnrolledCount({ count, className = "" }: { count: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400 ${className}`}>
      <StrokeIcon size={16} rounded={false}>
        <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" strokeLinecap="round" />
        <circle cx="9" cy="7" r="4" />
        <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" strokeLinecap="round" />
      </StrokeIcon>
      <span>{catalogueMessages.studentsEnrolled(formatCount(count), count === 1)}</span>
    </span>
  );
}
