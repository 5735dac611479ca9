import { FALLBACK_AVATAR, useFallbackOnError } from "../../../lib/images";

/** The applicant's photo, or the local fallback when there is none or it fails to load (spec §3). */
export function ApplicantAvatar({ src, size = 40 }: { src: string; size?: number }) {
  const onError = useFallbackOnError(FALLBACK_AVATAR);
  return (
    <img
      src={src || FALLBACK_AVATAR}
      onError={onError}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700"
      style={{ width: size, height: size }}
    />
  );
}
