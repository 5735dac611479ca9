import { lessonsMessages, progressMessages } from "@classwise/shared";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { MarkdownContent } from "../../../components/ui/markdown-content";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { toast } from "../../../lib/toast";
import { useLesson } from "../api/get-lesson";
import { useSetLessonCompletion } from "../api/set-lesson-completion";
import { AttachmentList } from "./lesson-attachments";
import { VideoEmbed } from "./video-embed";

const copy = lessonsMessages;

/**
 * One lesson in the lesson player: video, text, attachments, and Mark complete, which goes on to the next item
 * of the outline (`next`) when there is one. The tab is titled by the lesson and its class, so several lessons
 * open in tabs can be told apart.
 */
export function LessonView({
  classId,
  classTitle,
  lessonId,
  nextHref,
  navigation,
}: {
  classId: string;
  classTitle: string;
  lessonId: string;
  /** Where "Mark complete and go on" leads; without it the button only marks the lesson complete. */
  nextHref?: string;
  /** Previous and next, under the lesson. */
  navigation?: ReactNode;
}) {
  const query = useLesson(classId, lessonId);
  useDocumentTitle(query.data ? copy.player.lessonTitle(query.data.title, classTitle) : undefined);
  const completion = useSetLessonCompletion(classId);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lesson = query.data;

  // Moving to another lesson puts focus on its title, as a new page would.
  useEffect(() => {
    if (lesson?._id === lessonId) headingRef.current?.focus();
  }, [lesson?._id, lessonId]);

  if (query.isError) {
    // A dripped lesson not yet open says when it opens (the server's refusal names the date).
    const locked = query.error instanceof ApiError && query.error.status === 403;
    return (
      <SectionError onRetry={() => void query.refetch()}>{locked ? query.error.message : copy.loadFailed}</SectionError>
    );
  }
  if (!lesson) return <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>;

  const toggle = async (goOn: boolean) => {
    try {
      await completion.mutateAsync({ lessonId: lesson._id, completed: !lesson.completed });
      if (goOn && nextHref) navigate(nextHref);
    } catch {
      toast.error(copy.completeFailed);
    }
  };

  return (
    <article
      aria-labelledby="lesson-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {copy.lessonOf(lesson.position, lesson.totalLessons)} • {copy.minutes(lesson.estimatedMinutes)}
      </p>
      <h2
        id="lesson-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl dark:text-white"
      >
        {lesson.title}
      </h2>
      {lesson.video && <VideoEmbed video={lesson.video} title={lesson.title} />}
      <MarkdownContent source={lesson.body} />
      <AttachmentList attachments={lesson.attachments} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        {lesson.completed ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1.5 text-sm font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
              <StrokeIcon d="M5 12l4 4 10-10" size={16} strokeWidth={2.6} />
              {copy.completedMark}
            </span>
            <Button variant="ghost" size="sm" busy={completion.isPending} onClick={() => void toggle(false)}>
              {copy.markNotComplete}
            </Button>
          </div>
        ) : (
          <Button busy={completion.isPending} onClick={() => void toggle(true)}>
            <StrokeIcon d="M5 12l4 4 10-10" size={18} strokeWidth={2.4} />
            {nextHref ? copy.player.markCompleteAndContinue : copy.markComplete}
          </Button>
        )}
        {navigation}
      </div>
    </article>
  );
}
