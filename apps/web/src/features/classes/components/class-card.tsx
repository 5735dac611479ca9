import { catalogueMessages, type PublicClass, truncate } from "@classwise/shared";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { ClassCover } from "./class-cover";
import { EnrolledCount } from "./enrolled-count";

export interface ClassCardProps {
  item: PublicClass;
  /** Cut the description at this many characters with '...' (product §9: 80 on the home page). */
  descriptionLimit?: number;
  /** Fixed card height in the home carousel (product §9: 450 px); otherwise the card fills its grid cell. */
  fixedHeight?: boolean;
  /** Cards in the first screenful load at once; the rest when scrolled near. */
  eager?: boolean;
  /** Its picture is asked for once the page has painted (every card of a first screen but its first). */
  afterFirstPaint?: boolean;
}

export function ClassCard({
  item,
  descriptionLimit,
  fixedHeight = false,
  eager = false,
  afterFirstPaint = false,
}: ClassCardProps) {
  const description = descriptionLimit ? truncate(item.description, descriptionLimit) : item.description;
  return (
    <article
      className={`group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 ${
        fixedHeight ? "h-[450px]" : "h-full"
      }`}
    >
      <ClassCover item={item} eager={eager} afterFirstPaint={afterFirstPaint} zoomOnHover />
      <div className="flex min-h-0 flex-1 flex-col p-5">
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900 dark:text-white">{item.title}</h3>
        <p className="mt-1 truncate text-sm font-medium text-brand-700 dark:text-brand-100">
          {catalogueMessages.by(item.teacherName)}
        </p>
        <p
          className={`mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400 ${
            descriptionLimit ? "" : "line-clamp-3"
          }`}
        >
          {description}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <EnrolledCount count={item.enrolledCount} />
          <Link
            to={paths.classDetails(item._id)}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-label={`${catalogueMessages.enrollNow}: ${item.title}`}
          >
            {catalogueMessages.enrollNow}
          </Link>
        </div>
      </div>
    </article>
  );
}
