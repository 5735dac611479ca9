import { lessonsMessages, progressMessages } from "@classwise/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";
import { buttonClass } from "../../../../components/ui/link-styles";
import { MarkdownContent } from "../../../../components/ui/markdown-content";
import { SectionError, SectionStatus } from "../../../../components/ui/section-status";
import { StrokeIcon } from "../../../../components/ui/stroke-icon";
import { ApiError } from "../../../../lib/api-client";
import { useDocumentTitle } from "../../../../lib/document-title";
import { paths } from "../../../../lib/paths";
import { toast } from "../../../../lib/toast";
import { useLesson } from "../../api/get-lesson";
import { useSetLessonCompletion } from "../../api/set-lesson-completion";
import { AttachmentList } from "./lesson-attachments";
import { VideoEmbed } from "./video-embed";

const copy = lessonsMessages;

/**
 * One lesson for an enrolled student: video, text, Mark complete, and the way to the lessons around it. The tab
 * is titled by the lesson and its class, so several lessons open in tabs can be told apart.
 */
export function LessonView({
  classId,
  classTitle,
  lessonId,
}: {
  classId: string;
  classTitle: string;
  lessonId: string;
}) {
  const query = useLesson(classId, lessonId);
  useDocumentTitle(query.data ? `${query.data.title} · ${classTitle}` : undefined);
  const completion = useSetLessonCompletion(classId);
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

  const toggle = async () => {
    try {
      await completion.mutateAsync({ lessonId: lesson._id, completed: !lesson.completed });
    } catch {
      toast.error(copy.completeFailed);
    }
  };
  const neighbour = "min-w-0 max-w-full";

  return (
    <article
      aria-labelledby="lesson-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Link
          to={paths.student.enrolledClass(classId)}
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-600 dark:text-brand-100"
        >
          <StrokeIcon d="M15 18l-6-6 6-6" size={16} />
          {copy.backToOutline}
        </Link>
        <span>
          {copy.lessonOf(lesson.position, lesson.totalLessons)} • {copy.minutes(lesson.estimatedMinutes)}
        </span>
      </div>
      <h3
        id="lesson-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl dark:text-white"
      >
        {lesson.title}
      </h3>
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
            <Button variant="ghost" size="sm" busy={completion.isPending} onClick={() => void toggle()}>
              {copy.markNotComplete}
            </Button>
          </div>
        ) : (
          <Button busy={completion.isPending} onClick={() => void toggle()}>
            <StrokeIcon d="M5 12l4 4 10-10" size={18} strokeWidth={2.4} />
            {copy.markComplete}
          </Button>
        )}
        <nav aria-label={copy.title} className="flex gap-3">
          {lesson.previousLessonId && (
            <Link
              to={paths.student.lesson(classId, lesson.previousLessonId)}
              className={`${buttonClass("secondary")} ${neighbour}`}
              rel="prev"
            >
              <StrokeIcon d="M15 18l-6-6 6-6" size={16} />
              {copy.previous}
            </Link>
          )}
          {lesson.nextLessonId && (
            <Link
              to={paths.student.lesson(classId, lesson.nextLessonId)}
              className={`${buttonClass("secondary")} ${neighbour}`}
              rel="next"
            >
              {copy.next}
              <StrokeIcon d="M9 18l6-6-6-6" size={16} />
            </Link>
          )}
        </nav>
      </div>
    </article>
  );
}
