import { homeMessages, type PublicEvaluation, truncate } from "@classwise/shared";
import { StarRating } from "../../../components/ui/star-rating";
import { FALLBACK_AVATAR, useFallbackOnError } from "../../../lib/images";

const TEXT_LIMIT = 150;

/** One student's feedback on the home page (product §8 fallbacks, §9: 150 characters, 400 px). */
export function FeedbackCard({ item }: { item: PublicEvaluation }) {
  const onImageError = useFallbackOnError(FALLBACK_AVATAR);
  const name = item.studentName.trim() || homeMessages.anonymousStudent;
  const course = item.classTitle.trim() || homeMessages.defaultCourseName;
  return (
    <figure className="flex h-[400px] flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" className="text-brand-100 dark:text-slate-700">
        <path
          fill="currentColor"
          d="M10 8C5.6 8 3 11.4 3 16v8h9v-9H7.3c.3-2.7 1.9-4.3 4.7-4.6V8h-2Zm15 0c-4.4 0-7 3.4-7 8v8h9v-9h-4.7c.3-2.7 1.9-4.3 4.7-4.6V8h-2Z"
        />
      </svg>
      <StarRating value={item.rating} />
      <blockquote className="mt-4 flex-1 overflow-hidden text-base leading-relaxed text-slate-700 dark:text-slate-300">
        <p>{truncate(item.description.trim(), TEXT_LIMIT)}</p>
      </blockquote>
      <p className="mt-4 truncate text-sm font-medium text-brand-700 dark:text-brand-100">{course}</p>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <img
          src={item.studentPhotoURL || FALLBACK_AVATAR}
          onError={onImageError}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
            <svg viewBox="0 0 20 20" width="14" height="14" fill="currentColor" aria-hidden="true">
              <path d="M10 1.5l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.9-2.6-2.2-1.6.8-2.6-.8-2.6 2.2-1.6.9-2.6 2.7.1zm-1.1 11.3l5-5-1.1-1.1-3.9 3.9-1.9-1.9-1.1 1.1z" />
            </svg>
            {homeMessages.verifiedStudent}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
