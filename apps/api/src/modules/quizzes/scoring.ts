import type { AnswerValue, QuestionBody, QuestionKind } from "@classwise/shared";

/** The key of a question as stored (`quiz_questions.answer`): what each kind is marked against. */
export interface AnswerKey {
  correct?: number | number[] | boolean;
  accepted?: string[];
  value?: number;
  tolerance?: number;
}

/** A question as an attempt keeps it: copied at the draw, so later edits of the bank change no attempt. */
export interface DrawnQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  choices: string[];
  points: number;
  explanation: string | null;
  key: AnswerKey;
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  awarded: number;
  answered: boolean;
}

/** The stored parts of a question the teacher wrote: its choices and its key. */
export function keyOf(body: QuestionBody): { choices: string[]; key: AnswerKey } {
  switch (body.kind) {
    case "single-choice":
    case "multiple-choice":
      return { choices: body.choices, key: { correct: body.correct } };
    case "true-false":
      return { choices: [], key: { correct: body.correct } };
    case "short-text":
      return { choices: [], key: { accepted: body.accepted } };
    case "number":
      return { choices: [], key: { value: body.value, tolerance: body.tolerance } };
  }
}

/** Short text is compared trimmed, case-insensitively, with runs of spaces as one. */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

/**
 * Whether `answer` is right for `question`. An answer of the wrong shape for the kind (a text for a choice) is
 * simply wrong. Multiple choice is all or nothing: exactly the correct choices, in any order.
 */
export function isCorrect(question: DrawnQuestion, answer: AnswerValue | undefined): boolean {
  const { key } = question;
  switch (question.kind) {
    case "single-choice":
      return typeof answer === "number" && answer === key.correct;
    case "multiple-choice": {
      if (!Array.isArray(answer) || !Array.isArray(key.correct)) return false;
      const picked = new Set(answer);
      return picked.size === key.correct.length && key.correct.every((choice) => picked.has(choice));
    }
    case "true-false":
      return typeof answer === "boolean" && answer === key.correct;
    case "short-text":
      return (
        typeof answer === "string" &&
        answer.trim() !== "" &&
        (key.accepted ?? []).some((accepted) => normaliseText(accepted) === normaliseText(answer))
      );
    case "number": {
      const given = typeof answer === "string" && answer.trim() !== "" ? Number(answer) : answer;
      if (typeof given !== "number" || !Number.isFinite(given) || key.value === undefined) return false;
      // A little slack for binary fractions: 0.1 + 0.2 within 0.3 ± 0 is right.
      return Math.abs(given - key.value) <= (key.tolerance ?? 0) + 1e-9;
    }
  }
}

function isAnswered(answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === "string") return answer.trim() !== "";
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** Grades a whole attempt: each question's result, the score, the maximum and the whole percent. */
export function gradeAttempt(questions: readonly DrawnQuestion[], answers: Record<string, AnswerValue>) {
  const results: QuestionResult[] = questions.map((question) => {
    const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const correct = isCorrect(question, answer);
    return { questionId: question.id, correct, awarded: correct ? question.points : 0, answered: isAnswered(answer) };
  });
  const score = results.reduce((sum, result) => sum + result.awarded, 0);
  const maxScore = questions.reduce((sum, question) => sum + question.points, 0);
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  return { results, score, maxScore, percent };
}

/** `count` questions of `pool` in random order (all of them, shuffled, when count is null or larger). */
export function drawQuestions<T>(pool: readonly T[], count: number | null, random: () => number = Math.random): T[] {
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return count === null ? shuffled : shuffled.slice(0, count);
}
