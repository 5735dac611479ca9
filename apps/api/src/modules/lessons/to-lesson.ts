import type { Lesson, LessonOutlineItem, VideoProvider } from "@classwise/shared";
import type { LessonRow } from "./repository.js";

export function toOutlineItem(row: {
  id: string;
  position: number;
  title: string;
  estimatedMinutes: number;
}): LessonOutlineItem {
  return { _id: row.id, position: row.position, title: row.title, estimatedMinutes: row.estimatedMinutes };
}

/** A lesson as its readers see it: the video as provider and id, never as stored markup. */
export function toLesson(
  row: LessonRow,
  extra: { completed: boolean; previousLessonId: string | null; nextLessonId: string | null; totalLessons: number },
): Lesson {
  return {
    _id: row.id,
    classId: row.classId,
    position: row.position,
    title: row.title,
    body: row.body,
    video: row.videoProvider && row.videoId ? { provider: row.videoProvider as VideoProvider, id: row.videoId } : null,
    estimatedMinutes: row.estimatedMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...extra,
  };
}
