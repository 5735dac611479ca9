/** Local fallback pictures (product §3: fallback images for missing profile photos and broken class images). */
export const FALLBACK_AVATAR =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="25" r="12" fill="#6366f1"/><path d="M10 58c3-12 12-18 22-18s19 6 22 18" fill="#6366f1"/></svg>',
  );

export const FALLBACK_CLASS_IMAGE =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><path d="M270 200v-50l50-28 50 28v50l-50 28z" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/></svg>',
  );

/** onError handler for <img>: swaps in the fallback once. */
export function useFallbackOnError(fallback: string) {
  return (event: React.SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.src !== fallback) img.src = fallback;
  };
}

const preloaded = new Set<string>();

/**
 * Starts loading a picture the page is about to show, before the screen that shows it has rendered (a route
 * loader knows the address first). The <img> then finds it loaded or on its way.
 */
export function preloadImage(href: string) {
  if (preloaded.has(href) || href.startsWith("data:")) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.fetchPriority = "high";
  document.head.append(link);
}
