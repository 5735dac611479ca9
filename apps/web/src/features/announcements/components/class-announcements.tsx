import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementsMessages,
  type CreateAnnouncementBody,
  createAnnouncementBodySchema,
  learningMessages,
  lessonsMessages,
  progressMessages,
} from "@classwise/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { FormModal } from "../../../components/ui/form-modal";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TitledSection } from "../../../components/ui/titled-section";
import { ApiError } from "../../../lib/api-client";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useAnnouncements } from "../api/list-announcements";
import { usePostAnnouncement } from "../api/post-announcement";

const copy = announcementsMessages;
const PAGE_SIZE = 5;

/**
 * A class's announcements, newest first: what its enrolled students read on the class page, and where its
 * teacher posts a new one (it reaches every enrolled student in the app and by email).
 */
export function ClassAnnouncements({ classId, canPost }: { classId: string; canPost: boolean }) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const query = useAnnouncements(classId, page, PAGE_SIZE);
  const data = query.data;
  return (
    <TitledSection
      titleId="announcements-title"
      title={copy.title}
      heading="h3"
      titleClassName="text-xl font-bold text-slate-900 dark:text-white"
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      className="space-y-4"
      aside={canPost ? <Button onClick={() => setWriting(true)}>{copy.post}</Button> : undefined}
    >
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()}>{copy.loadFailed}</SectionError>
      ) : !data ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : data.announcements.length === 0 ? (
        <SectionEmpty title={copy.empty} text={canPost ? copy.teacherEmptyText : copy.emptyText} />
      ) : (
        <>
          <ul className="space-y-3">
            {data.announcements.map((item) => (
              <li key={item._id}>
                <article
                  aria-labelledby={`announcement-${item._id}`}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <h4 id={`announcement-${item._id}`} className="font-semibold text-slate-900 dark:text-white">
                    {item.title}
                  </h4>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{copy.postedOn(item.createdAt)}</p>
                  <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-300">{item.body}</p>
                </article>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav aria-label={copy.title} className="flex items-center justify-end gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {lessonsMessages.previous}
              </Button>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {page} / {data.totalPages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {lessonsMessages.next}
              </Button>
            </nav>
          )}
        </>
      )}
      {canPost && <AnnouncementModal open={writing} onClose={() => setWriting(false)} classId={classId} />}
    </TitledSection>
  );
}

const EMPTY: CreateAnnouncementBody = { title: "", body: "" };
const TEXT = { title: copy.formTitle, cancel: learningMessages.cancel, submit: copy.post, busy: copy.posting };

function AnnouncementModal({ open, onClose, classId }: { open: boolean; onClose: () => void; classId: string }) {
  const post = usePostAnnouncement(classId);
  const form = useForm<CreateAnnouncementBody>({
    resolver: zodResolver(createAnnouncementBodySchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const field = bindFields(form, post.isPending);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync(values);
      toast.success(copy.posted);
      close();
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 422 ? error.message : copy.postFailed);
    }
  });
  return (
    <FormModal open={open} text={TEXT} onClose={close} onSubmit={onSubmit} busy={post.isPending}>
      <TextField
        label={copy.titleLabel}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        autoComplete="off"
        data-autofocus
        {...field("title")}
      />
      <TextAreaField label={copy.bodyLabel} maxLength={ANNOUNCEMENT_BODY_MAX} {...field("body")} />
    </FormModal>
  );
}
