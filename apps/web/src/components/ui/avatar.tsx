import { FALLBACK_AVATAR, useFallbackOnError } from "../../lib/images";

/** A round profile photo, or the local fallback when there is none or it fails to load (product §3). */
export function Avatar({ src, size = 40, ringed = false }: { src: string; size?: number; ringed?: boolean }) {
  const onError = useFallbackOnError(FALLBACK_AVATAR);
  return (
    <img
      src={src || FALLBACK_AVATAR}
      onError={onError}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`shrink-0 rounded-full object-cover ${ringed ? "ring-1 ring-slate-200 dark:ring-slate-700" : ""}`}
      style={{ width: size, height: size }}
    />
  );
}
