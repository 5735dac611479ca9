import type {
  AttachmentContentType,
  Lesson,
  LessonAttachment,
  LessonOutlineItem,
  VideoProvider,
} from "@classwise/shared";
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
  extra: {
    completed: boolean;
    previousLessonId: string | null;
    nextLessonId: string | null;
    totalLessons: number;
    attachments: LessonAttachment[];
  },
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
    dripDays: row.dripDays,
    dripDate: row.dripDate?.toISOString() ?? null,
    ...extra,
  };
}

/** An attachment's public fields; the time may come as a Date (a row) or a string (JSON from a subquery). */
export function toAttachment(row: {
  id: string;
  lessonId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date | string;
}): LessonAttachment {
  return {
    _id: row.id,
    lessonId: row.lessonId,
    fileName: row.fileName,
    contentType: row.contentType as AttachmentContentType,
    sizeBytes: row.sizeBytes,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
