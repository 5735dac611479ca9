import type { ReactNode } from "react";

/**
 * A 24 px line pictogram in the current text colour; decorative (the text beside it says what it means).
 * One path as `d`, or several shapes as children. `rounded` gives the lines round caps and joins; the
 * pictograms drawn with square ends pass `rounded={false}`.
 */
export function StrokeIcon({
  d,
  children,
  size = 20,
  strokeWidth = 2,
  rounded = true,
  className,
}: {
  /** One SVG path on a 24 x 24 grid. */
  d?: string;
  children?: ReactNode;
  size?: number;
  strokeWidth?: number;
  rounded?: boolean;
  className?: string | undefined;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? "round" : undefined}
      strokeLinejoin={rounded ? "round" : undefined}
      aria-hidden="true"
      className={className}
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}
