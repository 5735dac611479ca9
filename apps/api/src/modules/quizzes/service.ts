import type { Db } from "@classwise/db/client";
import {
  type AnswerValue,
  type BankQuestion,
  type GradedAttempt,
  messages,
  type OpenAttempt,
  progressFromCounts,
  QUESTIONS_PER_BANK_MAX,
  QUIZ_GRACE_SECONDS,
  QUIZZES_PER_CLASS_MAX,
  type QuestionBody,
  type Quiz,
  type QuizBody,
  type QuizReport,
  type ShowAnswers,
  type SubmitAttemptResponse,
} from "@classwise/shared";
import { type AppError, businessRule, conflict, notFound } from "../../lib/errors.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { type Actor, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { issueCertificateIfComplete, lockEnrolment } from "../certificates/lifecycle.js";
import { findStudentProgressCounts, type LockedChange, type Tx, withOwnedClass } from "../lessons/repository.js";
import { requireReader } from "../lessons/service.js";
import * as repository from "./repository.js";
import { type DrawnQuestion, drawQuestions, gradeAttempt, keyOf, type QuestionResult } from "./scoring.js";

const copy = messages.quizzes;
const classNotFound = () => notFound(messages.enrolment.classNotFound);
const quizNotFound = () => notFound(copy.quizNotFound);
const questionNotFound = () => notFound(copy.questionNotFound);
const attemptNotFound = () => notFound(copy.attemptNotFound);
const GRACE_MS = QUIZ_GRACE_SECONDS * 1000;

/** What a locked change of the teacher's class means for the caller (lessons' lock, decision 19). */
function unwrap<T>(outcome: LockedChange<T>, missing: () => AppError): T {
  switch (outcome.kind) {
    case "done":
      return outcome.value;
    case "not-found":
      throw missing();
    case "closed":
      throw businessRule(copy.classNotEditable);
    case "refused":
      throw businessRule(outcome.reason);
  }
}

const refused = (reason: string): LockedChange<never> => ({ kind: "refused", reason });

/** The class's teacher or an admin: who may read the bank's keys and the results. */
async function requireResultsReader(db: Db, actor: Actor, classId: string, missing: () => AppError): Promise<void> {
  const relation = await findClassRelation(db, actor, classId);
  if (!relation || !(relation.isOwner || can(actor, "read:quiz-results", "any"))) throw missing();
}

// --- The question bank -------------------------------------------------------------------------

function toBankQuestion(row: repository.QuestionRow): BankQuestion {
  const key = row.answer as DrawnQuestion["key"];
  return {
    _id: row.id,
    classId: row.classId,
    kind: row.kind as BankQuestion["kind"],
    prompt: row.prompt,
    choices: row.choices,
    points: row.points,
    explanation: row.explanation,
    correct: key.correct ?? null,
    accepted: key.accepted ?? null,
    value: key.value ?? null,
    tolerance: key.tolerance ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toQuestionValues(body: QuestionBody): repository.QuestionValues {
  const { choices, key } = keyOf(body);
  return {
    kind: body.kind,
    prompt: body.prompt,
    choices,
    answer: key,
    points: body.points,
    explanation: body.explanation?.trim() ? body.explanation.trim() : null,
  };
}

/** GET /classes/{id}/questions: the bank with its keys (the class's teacher and admins). */
export async function listBank(db: Db, actor: Actor, classId: string): Promise<BankQuestion[]> {
  await requireResultsReader(db, actor, classId, classNotFound);
  return (await repository.findBank(db, classId)).map(toBankQuestion);
}

/** POST /classes/{id}/questions: a new question of the teacher's own class's bank. */
export async function createQuestion(db: Db, actor: Actor, classId: string, body: QuestionBody) {
  const row = unwrap(
    await withOwnedClass(db, classId, actor.uid, async (tx) => {
      if ((await repository.countBank(tx, classId)) >= QUESTIONS_PER_BANK_MAX)
        return refused(copy.bankFull(QUESTIONS_PER_BANK_MAX));
      return { kind: "done", value: await repository.insertQuestion(tx, classId, toQuestionValues(body)) };
    }),
    classNotFound,
  );
  return toBankQuestion(row);
}

/** PATCH /quiz-questions/{id}: attempts keep the question as it was drawn; later ones draw the new text. */
export async function updateQuestion(db: Db, actor: Actor, questionId: string, body: QuestionBody) {
  const found = await repository.findQuestion(db, questionId);
  if (!found) throw questionNotFound();
  const row = unwrap(
    await withOwnedClass<repository.QuestionRow>(db, found.classId, actor.uid, async (tx) => {
      const updated = await repository.updateQuestion(tx, questionId, toQuestionValues(body));
      return updated ? { kind: "done", value: updated } : { kind: "not-found" };
    }),
    questionNotFound,
  );
  return toBankQuestion(row);
}

/** DELETE /quiz-questions/{id}: it leaves the quizzes that use it; attempts keep their copy. */
export async function deleteQuestion(db: Db, actor: Actor, questionId: string): Promise<void> {
  const found = await repository.findQuestion(db, questionId);
  if (!found) throw questionNotFound();
  unwrap(
    await withOwnedClass(db, found.classId, actor.uid, async (tx) => {
      await repository.deleteQuestion(tx, questionId);
      return { kind: "done", value: undefined };
    }),
    questionNotFound,
  );
}

// --- Quizzes --------------------------------------------------------------------------------------

function toValues(body: QuizBody): repository.QuizValues {
  return {
    title: body.title,
    afterLessonId: body.afterLessonId,
    passPercent: body.passPercent,
    attemptsAllowed: body.attemptsAllowed,
    timeLimitSeconds: body.timeLimitSeconds,
    showAnswers: body.showAnswers,
    drawCount: body.drawCount,
  };
}

/** Checks a quiz body against the class under its lock: the lesson and every question must be the class's. */
async function checkQuizBody(tx: Tx, classId: string, body: QuizBody): Promise<LockedChange<never> | undefined> {
  if (body.afterLessonId && !(await repository.isLessonOfClass(tx, classId, body.afterLessonId)))
    return refused(copy.lessonNotInClass);
  if ((await repository.countBankQuestions(tx, classId, body.questionIds)) !== body.questionIds.length)
    return refused(copy.questionsNotInBank);
  return undefined;
}

/** POST /quizzes: a quiz of the teacher's own class, placed after a lesson or at the start. */
export async function createQuiz(db: Db, actor: Actor, classId: string, body: QuizBody): Promise<Quiz> {
  const row = unwrap(
    await withOwnedClass(db, classId, actor.uid, async (tx) => {
      if ((await repository.countQuizzes(tx, classId)) >= QUIZZES_PER_CLASS_MAX)
        return refused(copy.tooManyQuizzes(QUIZZES_PER_CLASS_MAX));
      const refusal = await checkQuizBody(tx, classId, body);
      if (refusal) return refusal;
      const quiz = await repository.insertQuiz(tx, classId, toValues(body));
      await repository.setQuizQuestions(tx, quiz.id, body.questionIds);
      return { kind: "done", value: quiz };
    }),
    classNotFound,
  );
  return getQuiz(db, actor, row.id);
}

/** PATCH /quizzes/{id}: settings, place and questions; attempts already made keep their draw and grade. */
export async function updateQuiz(db: Db, actor: Actor, quizId: string, body: QuizBody): Promise<Quiz> {
  const found = await repository.findQuiz(db, quizId);
  if (!found) throw quizNotFound();
  unwrap(
    await withOwnedClass(db, found.classId, actor.uid, async (tx) => {
      const refusal = await checkQuizBody(tx, found.classId, body);
      if (refusal) return refusal;
      await repository.updateQuiz(tx, quizId, toValues(body));
      await repository.setQuizQuestions(tx, quizId, body.questionIds);
      return { kind: "done", value: undefined };
    }),
    quizNotFound,
  );
  return getQuiz(db, actor, quizId);
}

/** DELETE /quizzes/{id}: with its attempts and passes, so progress no longer counts it. */
export async function deleteQuiz(db: Db, actor: Actor, quizId: string): Promise<void> {
  const found = await repository.findQuiz(db, quizId);
  if (!found) throw quizNotFound();
  unwrap(
    await withOwnedClass(db, found.classId, actor.uid, async (tx) => {
      await repository.deleteQuiz(tx, quizId);
      return { kind: "done", value: undefined };
    }),
    quizNotFound,
  );
}

function isOpen(attempt: { deadlineAt: Date | string | null }, now: Date): boolean {
  return attempt.deadlineAt === null || now.getTime() <= new Date(attempt.deadlineAt).getTime() + GRACE_MS;
}

/** The quizzes of a class as its readers see them; a student's standing on each, the teacher's questions. */
async function toQuizzes(
  db: Db,
  actor: Actor,
  relation: { isOwner: boolean; isEnrolled: boolean },
  rows: repository.QuizRow[],
  now: Date,
): Promise<Quiz[]> {
  const classId = rows[0]?.classId;
  if (!classId) return [];
  const seesQuestions = relation.isOwner || can(actor, "read:quiz-results", "any");
  const [links, standings] = await Promise.all([
    repository.findQuizQuestionIds(
      db,
      rows.map((row) => row.id),
    ),
    relation.isEnrolled ? repository.findStandings(db, classId, actor.uid) : [],
  ]);
  return rows.map((row) => {
    const questionIds = links.filter((link) => link.quizId === row.id).map((link) => link.questionId);
    const standing = standings.find((entry) => entry.quizId === row.id);
    const open = standing?.open && isOpen(standing.open, now) ? standing.open.id : null;
    return {
      _id: row.id,
      classId: row.classId,
      title: row.title,
      afterLessonId: row.afterLessonId,
      passPercent: row.passPercent,
      attemptsAllowed: row.attemptsAllowed,
      timeLimitSeconds: row.timeLimitSeconds,
      showAnswers: row.showAnswers as ShowAnswers,
      drawCount: row.drawCount,
      questionCount: row.drawCount === null ? questionIds.length : Math.min(row.drawCount, questionIds.length),
      questionIds: seesQuestions ? questionIds : null,
      attemptsUsed: standing?.attempts ?? 0,
      bestPercent: standing?.best ?? null,
      passed: Boolean(standing?.passed),
      openAttemptId: open,
    };
  });
}

/** GET /quizzes/class/{id}: the quizzes of a class's outline, for its enrolled students, teacher and admins. */
export async function listClassQuizzes(deps: ServiceDeps, actor: Actor, classId: string): Promise<Quiz[]> {
  const relation = await requireReader(deps.db, actor, classId, classNotFound);
  const rows = await repository.findClassQuizzes(deps.db, classId);
  return toQuizzes(deps.db, actor, relation, rows, deps.now());
}

/** GET /quizzes/{id}: one quiz's settings and the caller's standing; never its questions' keys. */
export async function getQuiz(db: Db, actor: Actor, quizId: string, now = new Date()): Promise<Quiz> {
  const row = await repository.findQuiz(db, quizId);
  if (!row) throw quizNotFound();
  const relation = await requireReader(db, actor, row.classId, quizNotFound);
  const [quiz] = await toQuizzes(db, actor, relation, [row], now);
  if (!quiz) throw quizNotFound();
  return quiz;
}

// --- Attempts -------------------------------------------------------------------------------------

/** The quiz and the caller's enrolment in its class: only enrolled students take quizzes. */
async function requireTaker(db: Db, actor: Actor, quizId: string): Promise<repository.QuizRow> {
  const quiz = await repository.findQuiz(db, quizId);
  if (!quiz) throw quizNotFound();
  const relation = await findClassRelation(db, actor, quiz.classId);
  if (!relation?.isEnrolled) throw notEnrolledRefusal(relation, quizNotFound(), copy.notEnrolled);
  return quiz;
}

function toOpenAttempt(row: repository.AttemptRow, now: Date): OpenAttempt {
  const questions = row.questions as DrawnQuestion[];
  return {
    _id: row.id,
    quizId: row.quizId,
    number: row.number,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    // The student's copy: no key, no explanation (the schema would drop them; this never hands them over).
    questions: questions.map((question) => ({
      _id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      choices: question.choices,
      points: question.points,
    })),
  };
}

/** An attempt whose time ran out before it was submitted: closed unanswered, scoring nothing. */
function expiredValues(row: repository.AttemptRow) {
  const results: QuestionResult[] = (row.questions as DrawnQuestion[]).map((question) => ({
    questionId: question.id,
    correct: false,
    awarded: 0,
    answered: false,
  }));
  return {
    submittedAt: row.deadlineAt ?? row.startedAt,
    expired: true,
    answers: {},
    results,
    score: 0,
    percent: 0,
    passed: false,
  };
}

/** GET /quizzes/{id}/attempts/open: the caller's open attempt with its draw (a reload shows the same), or null. */
export async function getOpenAttempt(deps: ServiceDeps, actor: Actor, quizId: string): Promise<OpenAttempt | null> {
  await requireTaker(deps.db, actor, quizId);
  const now = deps.now();
  const row = await repository.findOpenAttempt(deps.db, quizId, actor.uid);
  return row && isOpen(row, now) ? toOpenAttempt(row, now) : null;
}

/**
 * POST /quizzes/{id}/attempts: the caller's open attempt, or a new one with its own draw while attempts
 * remain. Under the student's enrolment lock, so two starts at once make one attempt.
 */
export async function startAttempt(deps: ServiceDeps, actor: Actor, quizId: string): Promise<OpenAttempt> {
  const quiz = await requireTaker(deps.db, actor, quizId);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockEnrolment(tx, quiz.classId, actor.uid);
    const open = await repository.findOpenAttempt(tx, quizId, actor.uid);
    if (open && isOpen(open, now)) return open;
    if (open) await repository.closeAttempt(tx, open.id, expiredValues(open));
    const used = await repository.lastAttemptNumber(tx, quizId, actor.uid);
    if (used >= quiz.attemptsAllowed) return undefined;
    const pool = (await repository.findQuizPool(tx, quizId)).map(({ question }) => question);
    const drawn: DrawnQuestion[] = drawQuestions(pool, quiz.drawCount).map((question) => ({
      id: question.id,
      kind: question.kind as DrawnQuestion["kind"],
      prompt: question.prompt,
      choices: question.choices,
      points: question.points,
      explanation: question.explanation,
      key: question.answer as DrawnQuestion["key"],
    }));
    return repository.insertAttempt(tx, {
      quizId,
      classId: quiz.classId,
      studentId: actor.uid,
      number: used + 1,
      questions: drawn,
      startedAt: now,
      deadlineAt: quiz.timeLimitSeconds === null ? null : new Date(now.getTime() + quiz.timeLimitSeconds * 1000),
      maxScore: drawn.reduce((sum, question) => sum + question.points, 0),
    });
  });
  if (!row) throw businessRule(copy.attemptsUsed);
  if (row.questions.length === 0) throw businessRule(copy.noQuestions);
  return toOpenAttempt(row, now);
}

/** A graded attempt as the student sees it; keys and explanations only when `answersShown`. */
function toGradedAttempt(row: repository.AttemptRow, answersShown: boolean): GradedAttempt {
  const results = (row.results ?? []) as QuestionResult[];
  const answers = (row.answers ?? {}) as Record<string, AnswerValue>;
  return {
    _id: row.id,
    quizId: row.quizId,
    number: row.number,
    submittedAt: (row.submittedAt ?? row.startedAt).toISOString(),
    expired: row.expired,
    score: row.score ?? 0,
    maxScore: row.maxScore,
    percent: row.percent ?? 0,
    passed: Boolean(row.passed),
    answersShown,
    questions: (row.questions as DrawnQuestion[]).map((question) => {
      const result = results.find((entry) => entry.questionId === question.id);
      return {
        _id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        choices: question.choices,
        points: question.points,
        answer: Object.hasOwn(answers, question.id) ? (answers[question.id] ?? null) : null,
        correct: Boolean(result?.correct),
        awarded: result?.awarded ?? 0,
        key: answersShown
          ? {
              correct: question.key.correct ?? null,
              accepted: question.key.accepted ?? null,
              value: question.key.value ?? null,
              tolerance: question.key.tolerance ?? null,
            }
          : null,
        explanation: answersShown ? question.explanation : null,
      };
    }),
  };
}

/** Whether a student sees keys and explanations: after each submission, or once no attempt is left. */
function answersShown(quiz: repository.QuizRow, attemptsUsed: number): boolean {
  return quiz.showAnswers === "after-submit" || attemptsUsed >= quiz.attemptsAllowed;
}

/**
 * POST /quiz-attempts/{id}/submission: grades the caller's open attempt at once. Refused: someone else's
 * attempt (404), an attempt already submitted (409, also for every losing one of simultaneous submissions),
 * one past its time limit and grace (422; it is closed unanswered and counts as used).
 */
export async function submitAttempt(
  deps: ServiceDeps,
  actor: Actor,
  attemptId: string,
  answers: Record<string, AnswerValue>,
): Promise<SubmitAttemptResponse> {
  const { db } = deps;
  const attempt = await repository.findAttempt(db, attemptId);
  if (!attempt || attempt.studentId !== actor.uid) throw attemptNotFound();
  const quiz = await requireTaker(db, actor, attempt.quizId);
  if (attempt.submittedAt) throw conflict(copy.alreadySubmitted);
  const now = deps.now();
  const drawn = attempt.questions as DrawnQuestion[];
  const outcome = await db.transaction(async (tx) => {
    await lockEnrolment(tx, quiz.classId, actor.uid);
    if (!isOpen(attempt, now)) {
      const closed = await repository.closeAttempt(tx, attemptId, expiredValues(attempt));
      return closed ? ("time-up" as const) : ("submitted" as const);
    }
    // Only answers to the questions drawn for this attempt are kept.
    const kept = Object.fromEntries(
      drawn.filter((q) => Object.hasOwn(answers, q.id)).map((q) => [q.id, answers[q.id]]),
    );
    const grade = gradeAttempt(drawn, kept as Record<string, AnswerValue>);
    const passed = grade.percent >= quiz.passPercent;
    const row = await repository.closeAttempt(tx, attemptId, {
      submittedAt: now,
      expired: false,
      answers: kept,
      results: grade.results,
      score: grade.score,
      percent: grade.percent,
      passed,
    });
    if (!row) return "submitted" as const;
    if (passed) {
      // The pass and the certificate it may complete commit with the grade (docs/architecture.md, "Certificates").
      await repository.recordPass(tx, quiz.id, quiz.classId, actor.uid);
      await issueCertificateIfComplete(tx, quiz.classId, actor.uid);
    }
    return row;
  });
  if (outcome === "time-up") throw businessRule(copy.timeUp);
  if (outcome === "submitted") throw conflict(copy.alreadySubmitted);
  const counts = await findStudentProgressCounts(db, quiz.classId, actor.uid);
  if (!counts) throw quizNotFound();
  return {
    success: true,
    attempt: toGradedAttempt(outcome, answersShown(quiz, outcome.number)),
    progress: progressFromCounts(
      counts.countableAssignments,
      counts.submittedAssignments,
      counts.totalLessons,
      counts.completedLessons,
    ),
  };
}

/** GET /quizzes/{id}/attempts: the caller's submitted attempts, newest first, as the settings show them. */
export async function listMyAttempts(deps: ServiceDeps, actor: Actor, quizId: string): Promise<GradedAttempt[]> {
  const quiz = await requireTaker(deps.db, actor, quizId);
  const rows = await repository.findSubmittedAttempts(deps.db, quizId, actor.uid);
  const open = await repository.findOpenAttempt(deps.db, quizId, actor.uid);
  // An open attempt past its time counts as used, as it will when it is closed.
  const used = Math.max(rows[0]?.number ?? 0, open && !isOpen(open, deps.now()) ? open.number : 0);
  const shown = answersShown(quiz, used);
  return rows.map((row) => toGradedAttempt(row, shown));
}

// --- The teacher's results ----------------------------------------------------------------------

/** The quiz, when the caller teaches its class or is an admin; 404 otherwise. */
export async function requireResults(db: Db, actor: Actor, quizId: string): Promise<repository.QuizRow> {
  const quiz = await repository.findQuiz(db, quizId);
  if (!quiz) throw quizNotFound();
  await requireResultsReader(db, actor, quiz.classId, quizNotFound);
  return quiz;
}

/** GET /quizzes/{id}/report: attempts per student and the item analysis. */
export async function getReport(db: Db, actor: Actor, quizId: string): Promise<QuizReport> {
  await requireResults(db, actor, quizId);
  const [students, items] = await Promise.all([
    repository.findStudentResults(db, quizId),
    repository.findItemAnalysis(db, quizId),
  ]);
  return {
    success: true,
    students: students.map((row) => ({
      studentId: row.studentId,
      name: row.name,
      email: row.email,
      attempts: row.attempts,
      bestPercent: row.best,
      passed: Boolean(row.passed),
      lastSubmittedAt: row.lastSubmittedAt.toISOString(),
    })),
    items: items.map((row) => ({
      questionId: row.question_id,
      prompt: row.prompt ?? copy.deletedQuestion,
      drawn: Number(row.drawn),
      correct: Number(row.correct),
      share: Number(row.drawn) === 0 ? null : Math.round((Number(row.correct) * 100) / Number(row.drawn)),
    })),
  };
}
