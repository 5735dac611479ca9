import { FALLBACK_CLASS_IMAGE, useFallbackOnError } from "../../lib/images";
import { useAfterNextPaint } from "./render-later";

export interface ClassImageProps {
  src: string;
  /** Intrinsic size, so the browser reserves the box before the picture arrives. */
  width?: number;
  height?: number;
  /** In the first screenful: load at once (and first, with `priority`); otherwise when scrolled near. */
  eager?: boolean;
  priority?: boolean;
  /**
   * Asked for only once the page has painted since the picture mounted: a first screen's other pictures, so
   * that they do not take the network from its main one (which the server preloads).
   */
  afterFirstPaint?: boolean;
  className?: string;
}

/** A class's picture on the product's fixed 16:9 crop, with the local fallback when it is missing or broken. */
export function ClassImage({
  src,
  width = 640,
  height = 360,
  eager = false,
  priority = false,
  afterFirstPaint = false,
  className = "",
}: ClassImageProps) {
  const onError = useFallbackOnError(FALLBACK_CLASS_IMAGE);
  const painted = useAfterNextPaint(afterFirstPaint);
  return (
    <img
      src={painted ? src || FALLBACK_CLASS_IMAGE : undefined}
      onError={onError}
      alt=""
      width={width}
      height={height}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`aspect-video bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
