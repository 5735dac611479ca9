import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  type LessonAttachment,
  lessonsMessages,
} from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, download, sendFileWithProgress } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

const copy = lessonsMessages;
const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png", ".gif", ".webp"];

/** What the file picker offers; the server decides by the file's content. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_CONTENT_TYPES, ...ACCEPTED_EXTENSIONS].join(",");

/** Why a chosen file cannot be attached, judged before it is sent (size, and type by name or declared type). */
export function attachmentProblem(file: File): string | undefined {
  if (file.size === 0) return copy.attachmentMissing;
  if (file.size > ATTACHMENT_MAX_BYTES) return copy.attachmentSize;
  const name = file.name.toLowerCase();
  const knownType = (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!knownType && !ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return copy.attachmentType;
  return undefined;
}

/** POST /lessons/{id}/attachments with the file in the field `file`, reporting upload progress (0 to 1). */
export function uploadLessonAttachment(
  lessonId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<LessonAttachment> {
  const form = new FormData();
  form.append("file", file, file.name);
  return sendFileWithProgress("POST /lessons/:id/attachments", form, onProgress, { params: { id: lessonId } }).then(
    (data) => data.attachment,
  );
}

/** GET /lessons/attachments/{id}, saved under the file's name. */
export function downloadLessonAttachment(attachment: LessonAttachment): Promise<void> {
  return download(
    "GET /lessons/attachments/:id",
    { params: { id: attachment._id } },
    attachment.fileName,
    copy.attachmentDownloadFailed,
  );
}

/** A lesson's attachments changed: its reading and editing views show the new list. */
function useRefreshLesson(classId: string, lessonId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.learning.lesson(classId, lessonId) });
}

export function useUploadLessonAttachment(classId: string, lessonId: string) {
  const refresh = useRefreshLesson(classId, lessonId);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadLessonAttachment(lessonId, file, onProgress),
    onSettled: refresh,
  });
}

/** DELETE /lessons/attachments/{id}. */
export function useDeleteLessonAttachment(classId: string, lessonId: string) {
  const refresh = useRefreshLesson(classId, lessonId);
  return useMutation({
    mutationFn: (attachmentId: string) => api("DELETE /lessons/attachments/:id", { params: { id: attachmentId } }),
    onSettled: refresh,
  });
}
