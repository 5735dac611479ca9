import { FALLBACK_AVATAR, useFallbackOnError } from "../../../lib/images";

export function UserAvatar({ src, size = 40 }: { src: string; size?: number }) {
  const onError = useFallbackOnError(FALLBACK_AVATAR);
  return (
    <img
      src={src || FALLBACK_AVATAR}
      onError={onError}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  );
}
