import { z } from "zod";
import { quizzesMessages } from "../messages/index.js";
import { idSchema, successResponse } from "./common.js";
import { studentProgressSchema } from "./enrolments.js";

const copy = quizzesMessages;

/** Limits of quizzes (docs/decisions/0037-quizzes.md). */
export const QUESTION_KINDS = ["single-choice", "multiple-choice", "true-false", "short-text", "number"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const SHOW_ANSWERS = ["after-submit", "after-last-attempt"] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];
export const QUESTIONS_PER_BANK_MAX = 500;
export const QUIZZES_PER_CLASS_MAX = 100;
export const QUESTIONS_PER_QUIZ_MAX = 100;
export const CHOICES_MAX = 10;
export const ACCEPTED_ANSWERS_MAX = 20;
export const QUESTION_PROMPT_MAX = 2000;
export const EXPLANATION_MAX = 2000;
export const ANSWER_TEXT_MAX = 500;
export const QUIZ_ATTEMPTS_MAX = 20;
/** A submission this long after the deadline is still graded: the request's own travel time. */
export const QUIZ_GRACE_SECONDS = 10;

const text = (max: number) => z.string().trim().min(1, copy.fieldRequired).max(max);
const choicesSchema = z.array(text(300)).min(2, copy.choicesRequired).max(CHOICES_MAX);
const common = {
  prompt: text(QUESTION_PROMPT_MAX),
  points: z.number().int().min(1).max(100),
  explanation: z.string().trim().max(EXPLANATION_MAX).nullish(),
};

/** A question as the teacher writes it: its kind, the prompt and, by kind, the choices and the key. */
export const questionBodySchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("single-choice"),
      ...common,
      choices: choicesSchema,
      correct: z.number().int().min(0),
    }),
    z.object({
      kind: z.literal("multiple-choice"),
      ...common,
      choices: choicesSchema,
      correct: z.array(z.number().int().min(0)).min(1, copy.correctChoiceRequired).max(CHOICES_MAX),
    }),
    z.object({ kind: z.literal("true-false"), ...common, correct: z.boolean() }),
    z.object({
      kind: z.literal("short-text"),
      ...common,
      accepted: z.array(text(ANSWER_TEXT_MAX)).min(1, copy.acceptedRequired).max(ACCEPTED_ANSWERS_MAX),
    }),
    z.object({
      kind: z.literal("number"),
      ...common,
      value: z.number().finite(),
      tolerance: z.number().finite().min(0).default(0),
    }),
  ])
  .superRefine((body, ctx) => {
    if (body.kind !== "single-choice" && body.kind !== "multiple-choice") return;
    const picks = typeof body.correct === "number" ? [body.correct] : body.correct;
    if (picks.some((pick) => pick >= body.choices.length) || new Set(picks).size !== picks.length)
      ctx.addIssue({ code: "custom", path: ["correct"], message: copy.correctChoiceOutOfRange });
  });
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** A bank question as its teacher (and admins) read it: with the key and the explanation. */
export const bankQuestionSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  choices: z.array(z.string()),
  points: z.number().int(),
  explanation: z.string().nullable(),
  correct: z.union([z.number(), z.array(z.number()), z.boolean()]).nullable(),
  accepted: z.array(z.string()).nullable(),
  value: z.number().nullable(),
  tolerance: z.number().nullable(),
  createdAt: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
export const bankQuestionResponseSchema = successResponse({ question: bankQuestionSchema });
export const questionBankResponseSchema = successResponse({ questions: z.array(bankQuestionSchema) });
export type QuestionBankResponse = z.infer<typeof questionBankResponseSchema>;

/** A question as a student sees it while answering: never the key, never the explanation. */
export const studentQuestionSchema = z.object({
  _id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  choices: z.array(z.string()),
  points: z.number().int(),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** A quiz's settings and questions as the teacher writes them. */
export const quizBodySchema = z
  .object({
    title: z.string().trim().min(3).max(120),
    afterLessonId: idSchema.nullable(),
    passPercent: z.number().int().min(0).max(100),
    attemptsAllowed: z.number().int().min(1).max(QUIZ_ATTEMPTS_MAX),
    timeLimitSeconds: z.number().int().min(60).max(14_400).nullable(),
    showAnswers: z.enum(SHOW_ANSWERS),
    drawCount: z.number().int().min(1).max(QUESTIONS_PER_QUIZ_MAX).nullable(),
    questionIds: z.array(idSchema).min(1, copy.noQuestions).max(QUESTIONS_PER_QUIZ_MAX),
  })
  .refine((body) => new Set(body.questionIds).size === body.questionIds.length, {
    message: copy.questionsNotInBank,
    path: ["questionIds"],
  })
  .refine((body) => body.drawCount === null || body.drawCount <= body.questionIds.length, {
    message: copy.drawTooLarge,
    path: ["drawCount"],
  });
export type QuizBody = z.infer<typeof quizBodySchema>;
export const createQuizBodySchema = z.object({ classId: idSchema, quiz: quizBodySchema });
export type CreateQuizBody = z.infer<typeof createQuizBodySchema>;

/** A quiz as an outline item: settings, and for a student their standing; the teacher also gets its questions. */
export const quizSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  title: z.string(),
  afterLessonId: z.string().nullable(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  showAnswers: z.enum(SHOW_ANSWERS),
  drawCount: z.number().int().nullable(),
  /** Questions each attempt has. */
  questionCount: z.number().int(),
  /** The bank questions it draws from (the class's teacher and admins only). */
  questionIds: z.array(z.string()).nullable(),
  attemptsUsed: z.number().int(),
  bestPercent: z.number().int().nullable(),
  passed: z.boolean(),
  openAttemptId: z.string().nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;
export const quizResponseSchema = successResponse({ quiz: quizSchema });
export type QuizResponse = z.infer<typeof quizResponseSchema>;
export const classQuizzesResponseSchema = successResponse({ quizzes: z.array(quizSchema) });
export type ClassQuizzesResponse = z.infer<typeof classQuizzesResponseSchema>;

/** An open attempt: its draw (questions without keys) and the server's deadline. */
export const openAttemptSchema = z.object({
  _id: z.string(),
  quizId: z.string(),
  number: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  /** The server's time when it answered, so the page counts down against the server's clock. */
  serverNow: z.string(),
  questions: z.array(studentQuestionSchema),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;
export const openAttemptResponseSchema = successResponse({ attempt: openAttemptSchema.nullable() });
export type OpenAttemptResponse = z.infer<typeof openAttemptResponseSchema>;
export const startAttemptResponseSchema = successResponse({ attempt: openAttemptSchema });

/** What a student answers: a choice's index, several indexes, true or false, a text or a number. */
export const answerValueSchema = z.union([
  z.number().finite(),
  z.array(z.number().int().min(0).max(CHOICES_MAX)).max(CHOICES_MAX),
  z.boolean(),
  z.string().max(ANSWER_TEXT_MAX),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const submitAttemptBodySchema = z.object({
  answers: z.record(idSchema, answerValueSchema).refine((answers) => Object.keys(answers).length <= 100),
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBodySchema>;

/** One question of a graded attempt; the key and explanation only once the quiz's settings show them. */
export const gradedQuestionSchema = studentQuestionSchema.extend({
  answer: answerValueSchema.nullable(),
  correct: z.boolean(),
  awarded: z.number().int(),
  key: z
    .object({
      correct: z.union([z.number(), z.array(z.number()), z.boolean()]).nullable(),
      accepted: z.array(z.string()).nullable(),
      value: z.number().nullable(),
      tolerance: z.number().nullable(),
    })
    .nullable(),
  explanation: z.string().nullable(),
});
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;

export const gradedAttemptSchema = z.object({
  _id: z.string(),
  quizId: z.string(),
  number: z.number().int(),
  submittedAt: z.string(),
  expired: z.boolean(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  answersShown: z.boolean(),
  questions: z.array(gradedQuestionSchema),
});
export type GradedAttempt = z.infer<typeof gradedAttemptSchema>;
export const submitAttemptResponseSchema = successResponse({
  attempt: gradedAttemptSchema,
  /** The student's progress in the class after this submission. */
  progress: studentProgressSchema,
});
export type SubmitAttemptResponse = z.infer<typeof submitAttemptResponseSchema>;
export const myAttemptsResponseSchema = successResponse({ attempts: z.array(gradedAttemptSchema) });
export type MyAttemptsResponse = z.infer<typeof myAttemptsResponseSchema>;

/** The teacher's results: every student's attempts and, per question, the share answering it correctly. */
export const quizReportSchema = successResponse({
  students: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      email: z.string(),
      attempts: z.number().int(),
      bestPercent: z.number().int(),
      passed: z.boolean(),
      lastSubmittedAt: z.string(),
    }),
  ),
  items: z.array(
    z.object({
      questionId: z.string(),
      prompt: z.string(),
      /** Submitted attempts that drew the question. */
      drawn: z.number().int(),
      correct: z.number().int(),
      /** Whole percent of `drawn` answered correctly; null when no submitted attempt drew it. */
      share: z.number().int().nullable(),
    }),
  ),
});
export type QuizReport = z.infer<typeof quizReportSchema>;
