import { type LessonVideo, lessonsMessages, videoEmbedUrl } from "@classwise/shared";

/**
 * A lesson video through the provider's privacy mode (youtube-nocookie.com, Vimeo with dnt=1): the only
 * frame origins the CSP allows. The address is built from provider and id, never taken from stored text.
 */
export function VideoEmbed({ video, title }: { video: LessonVideo; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      <iframe
        src={videoEmbedUrl(video)}
        title={lessonsMessages.videoTitle(title)}
        className="h-full w-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    </div>
  );
}
