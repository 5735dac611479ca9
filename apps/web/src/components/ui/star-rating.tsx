import { type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef, useState } from "react";

const STAR = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

/** A read-only 1 to 5 star rating (product §9), announced as text for screen readers. */
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

export interface StarRatingInputProps {
  /** The chosen rating, 0 while none is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** Id of the visible label of the group. */
  labelledBy: string;
  /** Id of an error or hint line read after the label. */
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  max?: number;
  size?: number;
  /** Accessible name of each star. */
  starLabel?: (value: number) => string;
  /** Lets a form move focus to the group (the chosen star, else the first), e.g. on a validation error. */
  ref?: Ref<{ focus: () => void }>;
}

const defaultStarLabel = (value: number) => (value === 1 ? "1 star" : `${value} stars`);

/**
 * A 1 to `max` star picker made of native radio buttons (one Tab stop, the chosen star or the first).
 * Arrow keys move one star without wrapping around, Home and End jump to the ends, digit keys choose
 * directly, and the pointer previews the rating on hover.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  max = 5,
  size = 32,
  starLabel = defaultStarLabel,
  ref,
}: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const shown = hovered || value;
  useImperativeHandle(ref, () => ({ focus: () => refs.current[Math.max(0, value - 1)]?.focus() }), [value]);

  const choose = (next: number) => {
    const clamped = Math.max(1, Math.min(max, next));
    onChange(clamped);
    refs.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, star: number) => {
    const from = value || star;
    let next: number | undefined;
    if (event.key === "ArrowRight" || event.key === "ArrowUp") next = value ? from + 1 : star;
    else if (event.key === "ArrowLeft" || event.key === "ArrowDown") next = value ? from - 1 : star;
    else if (event.key === "Home") next = 1;
    else if (event.key === "End") next = max;
    else if (/^[1-9]$/.test(event.key) && Number(event.key) <= max) next = Number(event.key);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      className="m-0 inline-flex min-w-0 items-center gap-1 border-0 p-0"
      onMouseLeave={() => setHovered(0)}
    >
      {Array.from({ length: max }, (_, index) => {
        const star = index + 1;
        return (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className={`rounded-md p-0.5 transition has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600 ${
              disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:scale-110"
            }`}
          >
            <input
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-label={starLabel(star)}
              onChange={() => choose(star)}
              onKeyDown={(event) => onKeyDown(event, star)}
              className="sr-only"
            />
            <svg
              viewBox="0 0 24 24"
              width={size}
              height={size}
              aria-hidden="true"
              className={
                star <= shown
                  ? "text-amber-400"
                  : invalid
                    ? "text-red-300 dark:text-red-800"
                    : "text-slate-300 dark:text-slate-600"
              }
            >
              <path d={STAR} fill="currentColor" />
            </svg>
          </label>
        );
      })}
    </fieldset>
  );
}
