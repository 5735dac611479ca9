import { lessonsMessages } from "@classwise/shared";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/link-styles";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import type { OutlineItem } from "./outline";

const copy = lessonsMessages;

/** Previous and next items of the outline; each link names its item for screen readers. */
export function PlayerNav({ previous, next }: { previous?: OutlineItem; next?: OutlineItem }) {
  if (!previous && !next) return null;
  const link = `${buttonClass("secondary")} min-w-0 max-w-full`;
  return (
    <nav aria-label={copy.player.itemNavigation} className="flex flex-wrap gap-3">
      {previous && (
        <Link to={previous.href} className={link} rel="prev" aria-label={copy.player.previousItem(previous.title)}>
          <StrokeIcon d="M15 18l-6-6 6-6" size={16} />
          {copy.previous}
        </Link>
      )}
      {next && (
        <Link to={next.href} className={link} rel="next" aria-label={copy.player.nextItem(next.title)}>
          {copy.next}
          <StrokeIcon d="M9 18l6-6-6-6" size={16} />
        </Link>
      )}
    </nav>
  );
}
