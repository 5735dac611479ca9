/** Providers a lesson video may come from; each is embedded through its privacy mode (no tracking cookies). */
export const VIDEO_PROVIDERS = ["youtube", "vimeo"] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface LessonVideo {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  const [, kind, id] = url.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" || kind === "v" ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split("/").filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  return parts.findLast((part) => VIMEO_ID.test(part));
}

/**
 * A YouTube or Vimeo link as provider + video id, or undefined when it is neither. Only the id is kept:
 * the page builds the embed address itself, so no stored text ever becomes markup.
 */
export function parseVideoUrl(input: string): LessonVideo | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  const normalised = new URL(url.href);
  normalised.hostname = host;
  const yt = youtubeId(normalised);
  if (yt !== undefined) return YOUTUBE_ID.test(yt) ? { provider: "youtube", id: yt } : undefined;
  const vm = vimeoId(normalised);
  if (vm !== undefined) return { provider: "vimeo", id: vm };
  return undefined;
}

/** The privacy-mode player address of a video (the only frame origins the CSP allows). */
export function videoEmbedUrl(video: LessonVideo): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`
    : `https://player.vimeo.com/video/${encodeURIComponent(video.id)}?dnt=1`;
}

/** The address a student can open the video at on the provider's own site. */
export function videoPageUrl(video: LessonVideo): string {
  return video.provider === "youtube"
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`
    : `https://vimeo.com/${encodeURIComponent(video.id)}`;
}
