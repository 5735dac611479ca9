import { DISCUSSION_POST_MAX, discussionsMessages, type LessonPost, progressMessages } from "@classwise/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { MarkdownContent } from "../../../components/ui/markdown-content";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { ApiError } from "../../../lib/api-client";
import { formatLongDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useChangeLessonPost } from "../api/change-lesson-post";
import { useLessonPosts } from "../api/list-lesson-posts";
import { usePostReplies } from "../api/list-post-replies";

const copy = discussionsMessages;
type Change = ReturnType<typeof useChangeLessonPost>;

/** Says why a change failed: the server's own words for a rule (the edit window, say), else a general text. */
function failure(error: unknown, fallback: string) {
  toast.error(error instanceof ApiError && error.status !== 500 ? error.message : fallback);
}

/**
 * The questions under a lesson and their replies (Markdown, rendered as lesson bodies are): enrolled students
 * and the class's teacher ask and reply, edit their own for a while and delete them; the teacher (and admins)
 * pin questions, mark answers and remove any post.
 */
export function LessonDiscussion({
  lessonId,
  canPost = true,
  heading: Heading = "h4",
}: {
  lessonId: string;
  canPost?: boolean;
  /** The title's level: h3 under a lesson titled h2 (the lesson player), h4 in a section titled h3. */
  heading?: "h3" | "h4";
}) {
  const query = useLessonPosts(lessonId);
  const change = useChangeLessonPost(lessonId);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const questions = [...(first?.pinned ?? []), ...pages.flatMap((page) => page.posts)];
  const canModerate = first?.canModerate ?? false;

  return (
    <section aria-labelledby={`discussion-${lessonId}`} className="space-y-4">
      <Heading id={`discussion-${lessonId}`} className="text-lg font-bold text-slate-900 dark:text-white">
        {copy.title}
      </Heading>
      {canPost && (
        <PostForm
          label={copy.askLabel}
          submit={copy.ask}
          change={change}
          onSend={(body) => change.mutateAsync({ kind: "create", body: { body } })}
        />
      )}
      {query.isError ? (
        <SectionError onRetry={() => void query.refetch()}>
          {query.error instanceof ApiError && query.error.status === 403 ? query.error.message : copy.loadFailed}
        </SectionError>
      ) : !first ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : questions.length === 0 ? (
        <SectionEmpty title={copy.empty} text={copy.emptyText} />
      ) : (
        <ul className="space-y-3">
          {questions.map((question) => (
            <li key={question._id}>
              <Question
                lessonId={lessonId}
                question={question}
                change={change}
                canModerate={canModerate}
                canPost={canPost}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {copy.showOlder}
        </Button>
      )}
    </section>
  );
}

function PostForm({
  label,
  submit,
  change,
  onSend,
  initial = "",
  onDone,
}: {
  label: string;
  submit: string;
  change: Change;
  onSend: (body: string) => Promise<unknown>;
  initial?: string;
  onDone?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(copy.bodyRequired);
      return;
    }
    try {
      await onSend(text);
      setText("");
      setError(undefined);
      onDone?.();
    } catch (caught) {
      failure(caught, copy.postFailed);
    }
  };
  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-2">
      <TextAreaField
        label={label}
        rows={3}
        maxLength={DISCUSSION_POST_MAX}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={change.isPending}>
          {submit}
        </Button>
        {onDone && (
          <Button variant="secondary" size="sm" onClick={onDone}>
            {copy.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

function PostBody({
  post,
  change,
  badges,
  actions,
}: {
  post: LessonPost;
  change: Change;
  badges?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(false);
    try {
      await change.mutateAsync({ kind: "delete", postId: post._id });
      toast.success(copy.deleted);
    } catch (error) {
      failure(error, copy.updateFailed);
    }
  };
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-white">{post.authorName}</span>
        {post.authorIsTeacher && <Badge tone="brand">{copy.teacher}</Badge>}
        {badges}
        <span>{formatLongDate(post.createdAt)}</span>
        {post.editedAt && <span>({copy.edited})</span>}
      </p>
      {editing ? (
        <PostForm
          label={copy.edit}
          submit={copy.save}
          change={change}
          initial={post.body}
          onSend={(body) => change.mutateAsync({ kind: "edit", postId: post._id, body })}
          onDone={() => setEditing(false)}
        />
      ) : (
        <MarkdownContent source={post.body} className="text-sm" />
      )}
      <div className="flex flex-wrap gap-2">
        {actions}
        {post.canEdit && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {copy.edit}
          </Button>
        )}
        {post.canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            {copy.delete}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        title={copy.delete}
        confirmLabel={copy.delete}
        cancelLabel={copy.cancel}
        confirmVariant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        {copy.deleteConfirm}
      </ConfirmDialog>
    </div>
  );
}

function Badge({ tone, children }: { tone: "brand" | "emerald" | "amber"; children: React.ReactNode }) {
  const tones = {
    brand: "bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-100",
    emerald: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
    amber: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function Question({
  lessonId,
  question,
  change,
  canModerate,
  canPost,
}: {
  lessonId: string;
  question: LessonPost;
  change: Change;
  canModerate: boolean;
  canPost: boolean;
}) {
  const [open, setOpen] = useState(false);
  const repliesId = useId();
  const replies = usePostReplies(lessonId, question._id, open);
  const moderate = async (body: { pinned?: boolean; answerId?: string | null }) => {
    try {
      await change.mutateAsync({ kind: "moderate", postId: question._id, change: body });
      await replies.refetch();
    } catch (error) {
      failure(error, copy.updateFailed);
    }
  };
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <PostBody
        post={question}
        change={change}
        badges={
          <>
            {question.pinned && <Badge tone="amber">{copy.pinned}</Badge>}
            {question.answerId && <Badge tone="emerald">{copy.answered}</Badge>}
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open}
              aria-controls={repliesId}
              onClick={() => setOpen(!open)}
            >
              {open ? copy.hideReplies : `${copy.showReplies} (${question.replyCount})`}
            </Button>
            {canModerate && (
              <Button variant="ghost" size="sm" onClick={() => void moderate({ pinned: !question.pinned })}>
                {question.pinned ? copy.unpin : copy.pin}
              </Button>
            )}
          </>
        }
      />
      <div
        id={repliesId}
        hidden={!open}
        className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
      >
        {open &&
          (replies.isError ? (
            <SectionError onRetry={() => void replies.refetch()}>{copy.loadFailed}</SectionError>
          ) : !replies.data ? (
            <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
          ) : (
            <ul className="space-y-3">
              {replies.data.map((reply) => (
                <li key={reply._id}>
                  <PostBody
                    post={reply}
                    change={change}
                    badges={question.answerId === reply._id && <Badge tone="emerald">{copy.answer}</Badge>}
                    actions={
                      canModerate && (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            void moderate({ answerId: question.answerId === reply._id ? null : reply._id })
                          }
                        >
                          {question.answerId === reply._id ? copy.unmarkAnswer : copy.markAnswer}
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          ))}
        {open && canPost && (
          <PostForm
            label={copy.replyLabel}
            submit={copy.reply}
            change={change}
            onSend={async (body) => {
              await change.mutateAsync({ kind: "create", body: { body, parentId: question._id } });
              await replies.refetch();
            }}
          />
        )}
      </div>
    </article>
  );
}
