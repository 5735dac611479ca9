import { formatFileSize, type LessonAttachment, lessonsMessages } from "@classwise/shared";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { deleteAfterConfirmation } from "../../../components/ui/delete-after-confirmation";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  downloadLessonAttachment,
  useDeleteLessonAttachment,
  useUploadLessonAttachment,
} from "../api/lesson-attachments";

const copy = lessonsMessages;
const FILE_ICON = "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4";
const IMAGE_ICON = "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4 16l5-5 4 4 3-3 4 4";
const DOWNLOAD_ICON = "M12 4v11M7 10l5 5 5-5M5 20h14";

function kindOf(attachment: LessonAttachment): string {
  return attachment.contentType === "application/pdf" ? "PDF" : attachment.contentType.slice(6).toUpperCase();
}

/** One file's row: its icon, name, type and size, and the row's own action. */
function AttachmentRow({ attachment, action }: { attachment: LessonAttachment; action: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
        <StrokeIcon d={attachment.contentType === "application/pdf" ? FILE_ICON : IMAGE_ICON} size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-medium text-slate-900 dark:text-white">{attachment.fileName}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {kindOf(attachment)} • {formatFileSize(attachment.sizeBytes)}
        </span>
      </span>
      {action}
    </li>
  );
}

/** A list of a lesson's files, each row ending in the action this list offers on it. */
function AttachmentRows({
  attachments,
  className,
  action,
}: {
  attachments: LessonAttachment[];
  className: string;
  action: (attachment: LessonAttachment) => React.ReactNode;
}) {
  return (
    <ul className={className}>
      {attachments.map((attachment) => (
        <AttachmentRow key={attachment._id} attachment={attachment} action={action(attachment)} />
      ))}
    </ul>
  );
}

/** A lesson's files for its readers, each downloaded with the reader's own permission. */
export function AttachmentList({ attachments }: { attachments: LessonAttachment[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  const download = async (attachment: LessonAttachment) => {
    setBusy(attachment._id);
    try {
      await downloadLessonAttachment(attachment);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : copy.attachmentDownloadFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="lesson-attachments-title" className="space-y-3">
      <h4 id="lesson-attachments-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {copy.attachmentsTitle}
      </h4>
      {/* The teacher's list deletes, this one downloads: only the action differs, the rows are AttachmentRows. */}
      <AttachmentRows
        attachments={attachments}
        className="grid gap-2 sm:grid-cols-2"
        action={(attachment) => (
          <Button
            variant="secondary"
            size="sm"
            busy={busy === attachment._id}
            aria-label={copy.download(attachment.fileName)}
            onClick={() => void download(attachment)}
          >
            <StrokeIcon d={DOWNLOAD_ICON} size={16} />
            <span className="hidden sm:inline">{copy.downloadShort}</span>
          </Button>
        )}
      />
    </section>
  );
}

interface Upload {
  name: string;
  percent: number;
}

/** Sending, then (once every byte has gone) the server's content check. */
function progressText({ name, percent }: Upload): string {
  return percent < 100 ? copy.uploadingAttachment(name, percent) : copy.checkingAttachment(name);
}

/**
 * The teacher's files of one saved lesson, in the lesson editor: the list with Delete (confirmed like any
 * deletion), and Add attachment, which uploads at once with a progress bar; a refused file says why.
 */
export function AttachmentManager({
  classId,
  lessonId,
  attachments,
}: {
  classId: string;
  lessonId: string;
  attachments: LessonAttachment[];
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const upload = useUploadLessonAttachment(classId, lessonId);
  const remove = useDeleteLessonAttachment(classId, lessonId);
  const [progress, setProgress] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    const local = attachmentProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      await upload.mutateAsync({
        file,
        onProgress: (fraction) => setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      });
      toast.success(copy.attachmentAdded);
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setProblem(known ? error.message : copy.attachmentUploadFailed);
    } finally {
      setProgress(null);
    }
  };

  const onDelete = (attachment: LessonAttachment) =>
    deleteAfterConfirmation(
      {
        confirm: copy.confirmDeleteAttachmentText(attachment.fileName),
        deleted: copy.attachmentDeleted,
        failed: copy.attachmentDeleteFailed,
      },
      () => remove.mutateAsync(attachment._id),
    );

  return (
    <section aria-labelledby={`${errorId}-title`} className="space-y-3" data-testid="attachment-manager">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p id={`${errorId}-title`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {copy.attachmentsTitle}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{copy.attachmentsHint}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          busy={progress !== null}
          aria-describedby={problem ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          <StrokeIcon d="M12 5v14M5 12h14" size={16} strokeWidth={2.4} />
          {copy.addAttachment}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attachment-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void send(file);
          }}
        />
      </div>
      {progress && (
        <div className="space-y-1" aria-live="polite">
          <p className="text-sm text-slate-700 dark:text-slate-300">{progressText(progress)}</p>
          <div
            role="progressbar"
            aria-label={progressText(progress)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noAttachments}</p>
      ) : (
        // The reader's list downloads, this one deletes: only the action differs, the rows are AttachmentRows.
        <AttachmentRows
          attachments={attachments}
          className="space-y-2"
          action={(attachment) => (
            <Button
              variant="dangerOutline"
              size="sm"
              busy={remove.isPending && remove.variables === attachment._id}
              aria-label={copy.deleteAttachment(attachment.fileName)}
              onClick={() => void onDelete(attachment)}
            >
              {copy.delete}
            </Button>
          )}
        />
      )}
    </section>
  );
}
