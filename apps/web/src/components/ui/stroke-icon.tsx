/** A 24 px line pictogram in the current text colour; decorative (the text beside it says what it means). */
export function StrokeIcon({
  d,
  size = 20,
  strokeWidth = 2,
  className,
}: {
  /** One SVG path on a 24 x 24 grid. */
  d: string;
  size?: number;
  strokeWidth?: number;
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
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
