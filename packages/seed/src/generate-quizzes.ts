import { completedLessonsOf } from "./generate-lessons.js";
import type { SeedPlan } from "./plan.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { fill } from "./text.js";
import type { SeedRows } from "./types.js";
import { QUIZ_QUESTIONS, QUIZ_TITLE } from "./vocabulary/quizzes.js";

const MINUTE = 60_000;
/** A question is worth a point; passing takes 60%, so three of the four right pass and two do not. */
const PASS_PERCENT = 60;
const ATTEMPTS_ALLOWED = 3;

/**
 * What the generated student at place `slot` of a class does with its quiz, by slot alone (so totals are known
 * up front): of the students who have completed the lesson before it, in turn one fails once and then passes,
 * one passes at once, one fails once and stops, and one leaves it alone. Answers the questions each attempt
 * gets right.
 */
export function attemptsOf(slot: number, students: number, lessons: number): number[] {
  if (completedLessonsOf(slot, students, lessons) < 1) return [];
  switch (slot % 4) {
    case 0:
      return [2, 4];
    case 1:
      return [3];
    case 2:
      return [1];
    default:
      return [];
  }
}

/** Whether class `c`, with this many lessons, has a quiz: one after its first lesson when it has two or more. */
export const hasQuiz = (lessons: number) => lessons >= 2;

/** Rows the quiz generator will write: pure functions of the plan, as the other generators' counts are. */
export function countQuizzes(
  plan: Pick<SeedPlan, "quizzes">,
  lessonsOf: Uint8Array,
  randomEnrolments: ArrayLike<number>,
) {
  const counts = { quizQuestions: 0, quizzes: 0, quizQuestionLinks: 0, quizAttempts: 0, quizPasses: 0 };
  if (!plan.quizzes) return counts;
  for (let c = 0; c < lessonsOf.length; c++) {
    const lessons = lessonsOf[c] ?? 0;
    if (!hasQuiz(lessons)) continue;
    counts.quizzes++;
    counts.quizQuestions += QUIZ_QUESTIONS.length;
    counts.quizQuestionLinks += QUIZ_QUESTIONS.length;
    const students = randomEnrolments[c] ?? 0;
    for (let s = 0; s < students; s++) {
      const attempts = attemptsOf(s, students, lessons);
      counts.quizAttempts += attempts.length;
      if (attempts.some((right) => isPass(right))) counts.quizPasses++;
    }
  }
  return counts;
}

const isPass = (right: number) => Math.floor((right * 100) / QUIZ_QUESTIONS.length) >= PASS_PERCENT;

/**
 * A class's quiz (after its first lesson), its bank of one question of each of four kinds, and its generated
 * students' attempts, graded as the quiz service grades them: each attempt keeps the questions as drawn, the
 * answers (right for the first questions, wrong for the rest), each question's result, the score and the
 * percent; a passing attempt adds the student's pass, which counts in progress like a completed lesson.
 */
export class QuizGenerator {
  private quizIndex = 0;
  private questionIndex = 0;
  private attemptIndex = 0;

  constructor(
    private readonly plan: SeedPlan,
    private readonly rng: Random,
  ) {}

  addClass(
    block: Pick<SeedRows, "quizQuestions" | "quizzes" | "quizQuestionLinks" | "quizAttempts" | "quizPasses">,
    info: { id: string; subject: string },
    lessons: number,
    firstLesson: { id: string; createdAt: number } | undefined,
    roster: { studentIds: string[]; enrolledAt: number[] },
  ) {
    const { plan, rng } = this;
    if (!plan.quizzes || !firstLesson || !hasQuiz(lessons)) return;
    const createdAt =
      firstLesson.createdAt + rng.next() * Math.max(0, Math.min(60 * MINUTE, plan.now - firstLesson.createdAt));
    const quizId = seededUuid(plan.seed, ID_KIND.quiz, this.quizIndex++);
    const subject = { subject: info.subject };
    const drawn = QUIZ_QUESTIONS.map((question) => {
      const id = seededUuid(plan.seed, ID_KIND.quizQuestion, this.questionIndex++);
      const key =
        question.kind === "short-text"
          ? { accepted: question.answer.accepted.map((text) => fill(text, subject)) }
          : question.answer;
      return {
        id,
        kind: question.kind,
        prompt: fill(question.prompt, subject),
        choices: [...question.choices],
        points: 1,
        explanation: fill(question.explanation, subject),
        key,
      };
    });
    block.quizQuestions.push(
      ...drawn.map((question) => ({
        id: question.id,
        classId: info.id,
        kind: question.kind,
        prompt: question.prompt,
        choices: question.choices,
        answer: question.key as Record<string, unknown>,
        points: question.points,
        explanation: question.explanation,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      })),
    );
    block.quizzes.push({
      id: quizId,
      classId: info.id,
      afterLessonId: firstLesson.id,
      title: fill(QUIZ_TITLE, subject).slice(0, 120),
      passPercent: PASS_PERCENT,
      attemptsAllowed: ATTEMPTS_ALLOWED,
      timeLimitSeconds: null,
      showAnswers: "after-submit",
      drawCount: null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
    block.quizQuestionLinks.push(...drawn.map((question, position) => ({ quizId, questionId: question.id, position })));

    const students = roster.studentIds.length;
    for (let s = 0; s < students; s++) {
      const attempts = attemptsOf(s, students, lessons);
      if (attempts.length === 0) continue;
      const studentId = roster.studentIds[s]!;
      let from = Math.max(createdAt, roster.enrolledAt[s] ?? plan.now);
      let passedAt: number | undefined;
      attempts.forEach((right, index) => {
        const startedAt = from + (0.1 + 0.4 * rng.next()) * Math.max(0, plan.now - from);
        const submittedAt = startedAt + Math.min(10 * MINUTE, (plan.now - startedAt) / 2);
        from = submittedAt;
        const answers = Object.fromEntries(
          drawn.map((question, q) => [question.id, q < right ? rightAnswer(question) : QUIZ_QUESTIONS[q]!.wrong]),
        );
        const results = drawn.map((question, q) => ({
          questionId: question.id,
          correct: q < right,
          awarded: q < right ? question.points : 0,
          answered: true,
        }));
        const passed = isPass(right);
        if (passed) passedAt = submittedAt;
        block.quizAttempts.push({
          id: seededUuid(plan.seed, ID_KIND.quizAttempt, this.attemptIndex++),
          quizId,
          classId: info.id,
          studentId,
          number: index + 1,
          questions: drawn,
          startedAt: new Date(startedAt),
          deadlineAt: null,
          submittedAt: new Date(submittedAt),
          expired: false,
          answers,
          results,
          score: right,
          maxScore: drawn.length,
          percent: Math.floor((right * 100) / drawn.length),
          passed,
        });
      });
      if (passedAt !== undefined) {
        block.quizPasses.push({ quizId, studentId, classId: info.id, passedAt: new Date(passedAt) });
      }
    }
  }
}

/** The answer a student gives to get a seeded question right: its key, in the shape of the kind's answer. */
function rightAnswer(question: { kind: string; key: Record<string, unknown> }): unknown {
  switch (question.kind) {
    case "short-text":
      return (question.key.accepted as string[])[0];
    case "number":
      return question.key.value;
    default:
      return question.key.correct;
  }
}
