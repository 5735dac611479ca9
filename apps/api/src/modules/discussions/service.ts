import type { Db } from "@classwise/db/client";
import {
  type CreateLessonPostBody,
  DISCUSSION_EDIT_WINDOW_MINUTES,
  type LessonPost,
  type LessonPostPage,
  type ModerateLessonPostBody,
  messages,
  type PostCursorQuery,
  paths,
} from "@classwise/shared";
import { badRequest, businessRule, forbidden, notFound } from "../../lib/errors.js";
import { type Actor, type ClassRelation, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { requireOpenLesson } from "../lessons/service.js";
import { notifyUsers } from "../notifications/notify.js";
import * as repository from "./repository.js";

const copy = messages.discussions;
const lessonNotFound = () => notFound(copy.lessonNotFound);
const postNotFound = () => notFound(copy.postNotFound);
const EDIT_WINDOW_MS = DISCUSSION_EDIT_WINDOW_MINUTES * 60_000;
const REPLIES_MAX = 200;

/** What a discussion call needs besides the caller: the database and the clock of the edit window. */
export interface DiscussionDeps {
  db: Db;
  now: () => Date;
}

interface Place {
  lessonId: string;
  classId: string;
  lessonTitle: string;
  teacherId: string;
  relation: ClassRelation;
  /** The class's teacher or an admin: removes any post, pins, marks answers. */
  moderator: boolean;
}

/**
 * Who takes part under a lesson: students enrolled in its class (once the lesson is open to them, see drip),
 * its teacher, and admins, who moderate everywhere. Others get 403 for a public class, else 404.
 */
async function requireParticipant(db: Db, actor: Actor, lessonId: string): Promise<Place> {
  const lesson = await repository.findLessonPlace(db, lessonId);
  if (!lesson) throw lessonNotFound();
  const relation = await findClassRelation(db, actor, lesson.classId);
  if (!relation) throw lessonNotFound();
  const admin = can(actor, "review:lesson-post", "any");
  if (!relation.isOwner && !relation.isEnrolled && !admin) {
    throw notEnrolledRefusal(relation, lessonNotFound(), copy.notEnrolled);
  }
  await requireOpenLesson(db, actor, relation, lessonId);
  return {
    lessonId,
    classId: lesson.classId,
    lessonTitle: lesson.title,
    teacherId: lesson.teacherId,
    relation,
    moderator: relation.isOwner || admin,
  };
}

function toPost(row: repository.PostRow, actor: Actor, place: Place, now: Date): LessonPost {
  const own = row.authorId === actor.uid;
  return {
    _id: row.id,
    lessonId: row.lessonId,
    parentId: row.parentId,
    authorId: row.authorId,
    authorName: row.authorName,
    authorIsTeacher: Boolean(row.authorIsTeacher),
    body: row.body,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    pinned: Boolean(row.pinned),
    answerId: row.answerId,
    replyCount: Number(row.replyCount),
    canEdit: own && now.getTime() - Date.parse(row.createdAt) < EDIT_WINDOW_MS,
    canDelete: own || place.moderator,
  };
}

function parseCursor(before: string | undefined) {
  if (!before) return undefined;
  const [createdAt = "", id = ""] = before.split("|");
  if (Number.isNaN(Date.parse(createdAt))) throw badRequest(messages.api.invalidInput);
  return { createdAt, id };
}

/** GET /lessons/{id}/posts: the pinned questions (first page) and a page of the others, newest first. */
export async function listQuestions(
  deps: DiscussionDeps,
  actor: Actor,
  lessonId: string,
  query: PostCursorQuery,
): Promise<LessonPostPage> {
  const place = await requireParticipant(deps.db, actor, lessonId);
  const before = parseCursor(query.before);
  const [rows, pinned] = await Promise.all([
    repository.findQuestionPage(deps.db, lessonId, before, query.limit + 1),
    before ? [] : repository.findPinnedQuestions(deps.db, lessonId),
  ]);
  const page = rows.slice(0, query.limit);
  const now = deps.now();
  return {
    success: true,
    posts: page.map((row) => toPost(row, actor, place, now)),
    pinned: pinned.map((row) => toPost(row, actor, place, now)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.cursor ?? null) : null,
    canModerate: place.moderator,
  };
}

/** A post and the lesson it is under, for a participant of that lesson; 404 otherwise. */
async function requirePost(db: Db, actor: Actor, postId: string) {
  const post = await repository.findPost(db, postId);
  if (!post) throw postNotFound();
  const place = await requireParticipant(db, actor, post.lessonId).catch((error: unknown) => {
    throw error instanceof Error && "code" in error && error.code === "NOT_FOUND" ? postNotFound() : error;
  });
  return { post, place };
}

/** GET /lesson-posts/{id}/replies: a question's replies, oldest first. */
export async function listReplies(deps: DiscussionDeps, actor: Actor, questionId: string): Promise<LessonPost[]> {
  const { post, place } = await requirePost(deps.db, actor, questionId);
  if (post.parentId) throw badRequest(copy.replyToQuestion);
  const now = deps.now();
  return (await repository.findReplies(deps.db, questionId, REPLIES_MAX)).map((row) => toPost(row, actor, place, now));
}

/**
 * POST /lessons/{id}/posts: a question, or a reply to one. A new question tells the class's teacher; the
 * teacher's reply tells the asker their question was answered (both through the queue, by preference).
 */
export async function createPost(
  deps: DiscussionDeps,
  actor: Actor,
  lessonId: string,
  body: CreateLessonPostBody,
): Promise<LessonPost> {
  const place = await requireParticipant(deps.db, actor, lessonId);
  if (!place.relation.isOwner && !place.relation.isEnrolled) throw forbidden(copy.notEnrolled);
  const authorName = await repository.findUserName(deps.db, actor.uid);
  const link = lessonLink(place);
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await repository.insertPost(tx, {
      lessonId,
      classId: place.classId,
      authorId: actor.uid,
      authorName,
      body: body.body,
      ...(body.parentId ? { parentId: body.parentId } : {}),
    });
    if (!inserted) return undefined;
    if (!body.parentId && actor.uid !== place.teacherId) {
      await notifyUsers(tx, [place.teacherId], {
        kind: "discussion-question",
        title: copy.newQuestion(place.lessonTitle),
        body: excerpt(body.body),
        link: paths.teacher.lesson(place.classId, lessonId),
      });
    }
    if (body.parentId && place.relation.isOwner) {
      const question = await repository.findPost(tx, body.parentId);
      if (question && question.authorId !== actor.uid) {
        await notifyUsers(tx, [question.authorId], {
          kind: "discussion-answered",
          title: copy.questionAnswered(place.lessonTitle),
          body: excerpt(body.body),
          link,
        });
      }
    }
    return inserted;
  });
  if (!id) throw badRequest(copy.replyToQuestion, { parentId: [copy.replyToQuestion] });
  const row = await repository.findPost(deps.db, id);
  if (!row) throw postNotFound();
  return toPost(row, actor, place, deps.now());
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
const lessonLink = (place: Pick<Place, "classId" | "lessonId">) => paths.student.lesson(place.classId, place.lessonId);

/** PATCH /lesson-posts/{id}: the author only, within the edit window of the product's clock. */
export async function editPost(deps: DiscussionDeps, actor: Actor, postId: string, text: string): Promise<LessonPost> {
  const { post, place } = await requirePost(deps.db, actor, postId);
  if (post.authorId !== actor.uid) throw forbidden(copy.notYours);
  if (deps.now().getTime() - Date.parse(post.createdAt) >= EDIT_WINDOW_MS) {
    throw businessRule(copy.editWindowOver(DISCUSSION_EDIT_WINDOW_MINUTES));
  }
  await repository.updateBody(deps.db, postId, text);
  const row = await repository.findPost(deps.db, postId);
  if (!row) throw postNotFound();
  return toPost(row, actor, place, deps.now());
}

/** DELETE /lesson-posts/{id}: the author, the class's teacher or an admin; a question takes its replies along. */
export async function deletePost(deps: DiscussionDeps, actor: Actor, postId: string): Promise<void> {
  const { post, place } = await requirePost(deps.db, actor, postId);
  if (post.authorId !== actor.uid && !place.moderator) throw forbidden(copy.notYours);
  await deps.db.transaction(async (tx) => repository.deletePost(tx, post));
}

/**
 * PUT /lesson-posts/{id}/moderation: the class's teacher or an admin pins a question or marks one of its
 * replies as the answer (null unmarks). A marked answer by someone other than the teacher tells the asker.
 */
export async function moderatePost(
  deps: DiscussionDeps,
  actor: Actor,
  questionId: string,
  change: ModerateLessonPostBody,
): Promise<LessonPost> {
  const { post, place } = await requirePost(deps.db, actor, questionId);
  if (!place.moderator) throw forbidden(copy.teacherOnly);
  if (post.parentId) throw businessRule(copy.replyToQuestion);
  if (change.pinned !== undefined) await repository.setPinned(deps.db, questionId, change.pinned);
  if (change.answerId !== undefined) {
    if (change.answerId !== null) {
      const answer = await repository.findPost(deps.db, change.answerId);
      if (answer?.parentId !== questionId) throw businessRule(copy.answerMustBeReply);
      await deps.db.transaction(async (tx) => {
        await repository.setAnswer(tx, questionId, change.answerId ?? null);
        if (!answer.authorIsTeacher && post.authorId !== actor.uid && post.answerId !== answer.id) {
          await notifyUsers(tx, [post.authorId], {
            kind: "discussion-answered",
            title: copy.questionAnswered(place.lessonTitle),
            body: excerpt(answer.body),
            link: lessonLink(place),
          });
        }
      });
    } else await repository.setAnswer(deps.db, questionId, null);
  }
  const row = await repository.findPost(deps.db, questionId);
  if (!row) throw postNotFound();
  return toPost(row, actor, place, deps.now());
}
