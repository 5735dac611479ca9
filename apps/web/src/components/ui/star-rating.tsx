const STAR = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

/** A read-only 1 to 5 star rating (spec §9), announced as text for screen readers. */
export function StarRating({ value, max = 5, size = 18 }: { value: number; max?: number; size?: number }) {
  const rounded = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rounded} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positional and never reorder
          key={index}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
          className={index < rounded ? "text-amber-400" : "text-slate-300 dark:text-slate-600"}
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
