import {
  LESSON_BODY_MAX,
  LESSON_MINUTES_MAX,
  LESSON_TITLE_MAX,
  type LessonAttachment,
  type LessonContent,
  type LessonContentInput,
  lessonContentSchema,
  lessonsMessages,
  parseVideoUrl,
  type VideoProvider,
  videoPageUrl,
} from "@classwise/shared";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { MarkdownContent } from "../../../components/ui/markdown-content";
import { Modal } from "../../../components/ui/modal";
import { SectionStatus } from "../../../components/ui/section-status";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { ApiError } from "../../../lib/api-client";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useLesson } from "../api/get-lesson";
import { useSaveLesson } from "../api/save-lesson";
import { DripFields, type DripState, dripValues, initialDrip, useDripState } from "./drip-fields";
import { AttachmentManager } from "./lesson-attachments";

const copy = lessonsMessages;
const EMPTY: LessonContentInput = { title: "", body: "", videoUrl: "", estimatedMinutes: 10 };
const FIELDS = ["title", "body", "videoUrl", "estimatedMinutes"] as const;

/**
 * Add or edit a lesson: title, minutes, a YouTube or Vimeo link checked as it is typed (with a preview
 * image for YouTube), and the Markdown text beside its live preview, rendered exactly as students see it.
 */
export function LessonEditorModal({
  classId,
  lessonId,
  open,
  onClose,
}: {
  classId: string;
  /** The lesson being edited; null to add one. */
  lessonId: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const existing = useLesson(classId, open ? lessonId : null);
  const isLoading = lessonId !== null && !existing.data;
  return (
    <Modal open={open} title={lessonId ? copy.editLesson : copy.addLesson} onClose={onClose} size="lg">
      {isLoading ? (
        existing.isError ? (
          <SectionStatus kind="error">{copy.loadFailed}</SectionStatus>
        ) : (
          <SectionStatus kind="loading">{copy.loadingLesson}</SectionStatus>
        )
      ) : (
        <LessonForm
          key={lessonId ?? "new"}
          classId={classId}
          lessonId={lessonId}
          attachments={existing.data?.attachments ?? []}
          drip={initialDrip(existing.data)}
          initial={
            existing.data
              ? {
                  title: existing.data.title,
                  body: existing.data.body,
                  videoUrl: existing.data.video ? videoPageUrl(existing.data.video) : "",
                  estimatedMinutes: existing.data.estimatedMinutes,
                }
              : EMPTY
          }
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function LessonForm({
  classId,
  lessonId,
  attachments,
  initial,
  drip: initialDripState,
  onDone,
}: {
  classId: string;
  lessonId: string | null;
  attachments: LessonAttachment[];
  initial: LessonContentInput;
  drip: DripState;
  onDone: () => void;
}) {
  const formId = useId();
  const save = useSaveLesson(classId);
  const form = useForm<LessonContentInput, unknown, LessonContent>({
    resolver: zodResolver(lessonContentSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initial,
  });
  const field = bindFields(form, save.isPending);
  const drip = useDripState(initialDripState);
  const body = form.watch("body") ?? "";
  const videoUrl = (form.watch("videoUrl") ?? "").trim();
  const video = videoUrl ? parseVideoUrl(videoUrl) : undefined;

  const onSubmit = form.handleSubmit(async (fields) => {
    const schedule = dripValues(drip.state);
    drip.setError(schedule.ok ? undefined : schedule.error);
    if (!schedule.ok) return;
    const content = { ...fields, dripDays: schedule.dripDays, dripDate: schedule.dripDate };
    try {
      await save.mutateAsync({ lessonId, content });
      toast.success(lessonId ? copy.updated : copy.created);
      onDone();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      toast.error(apiError?.status === 422 ? apiError.message : copy.saveFailed);
      for (const field of FIELDS) {
        const message = apiError?.fieldErrors?.[field]?.[0];
        if (message) form.setError(field, { message });
      }
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={copy.titleLabel}
          placeholder={copy.titlePlaceholder}
          maxLength={LESSON_TITLE_MAX}
          autoComplete="off"
          data-autofocus
          {...field("title")}
        />
        <TextField
          label={copy.minutesLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={LESSON_MINUTES_MAX}
          {...field("estimatedMinutes")}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={copy.videoLabel}
          placeholder={copy.videoPlaceholder}
          type="url"
          autoComplete="off"
          hint={video ? copy.videoFound(copy.providerNames[video.provider]) : undefined}
          {...field("videoUrl")}
        />
        {video && (
          <div className="sm:mt-7" data-testid="video-preview">
            <VideoThumbnail key={`${video.provider}:${video.id}`} provider={video.provider} id={video.id} />
          </div>
        )}
      </div>
      {/* The body beside its preview on wide screens; the text area names its own label, rows and limit. */}
      <div className="grid gap-5 lg:grid-cols-2">
        <TextAreaField
          label={copy.bodyLabel}
          placeholder={copy.bodyPlaceholder}
          rows={14}
          maxLength={LESSON_BODY_MAX}
          {...field("body")}
        />
        <section aria-label={copy.preview} className="min-w-0">
          <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">{copy.preview}</p>
          <div
            className="max-h-[22rem] min-h-40 overflow-y-auto rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            data-testid="lesson-preview"
          >
            {body.trim() ? (
              <MarkdownContent source={body} />
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">{copy.previewEmpty}</p>
            )}
          </div>
        </section>
      </div>
      <DripFields drip={drip} disabled={save.isPending} />
      {lessonId ? (
        <AttachmentManager classId={classId} lessonId={lessonId} attachments={attachments} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.attachmentsAfterSave}</p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {copy.cancel}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * A YouTube video's preview image (img-src already admits https images, for hosted class pictures); where it
 * cannot load, and for Vimeo, whose images need an API call, the provider's name stands in.
 */
function VideoThumbnail({ provider, id }: { provider: VideoProvider; id: string }) {
  const [failed, setFailed] = useState(false);
  const name = copy.providerNames[provider];
  if (provider === "youtube" && !failed) {
    return (
      <img
        src={`https://i.ytimg.com/vi/${encodeURIComponent(id)}/mqdefault.jpg`}
        alt={copy.thumbnailAlt(name)}
        width={160}
        height={90}
        className="h-[90px] w-[160px] rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={copy.thumbnailAlt(name)}
      className={`flex h-[90px] w-[160px] items-center justify-center gap-2 rounded-lg text-sm font-bold text-white ${
        provider === "youtube" ? "bg-red-700" : "bg-sky-700"
      }`}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        <path d="M8 5v14l11-7z" />
      </svg>
      {name}
    </div>
  );
}
