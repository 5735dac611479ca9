import { describe, expect, it } from "vitest";
import { type DrawnQuestion, drawQuestions, gradeAttempt, isCorrect } from "../../src/modules/quizzes/scoring.js";

const question = (kind: DrawnQuestion["kind"], key: DrawnQuestion["key"], points = 2): DrawnQuestion => ({
  id: `${kind}-q`,
  kind,
  prompt: "?",
  choices: ["a", "b", "c", "d"],
  points,
  explanation: null,
  key,
});

describe("scoring every question type", () => {
  it("single choice: the one correct index", () => {
    const q = question("single-choice", { correct: 2 });
    expect(isCorrect(q, 2)).toBe(true);
    expect(isCorrect(q, 1)).toBe(false);
    expect(isCorrect(q, [2])).toBe(false);
    expect(isCorrect(q, undefined)).toBe(false);
  });

  it("multiple choice: exactly the correct set, in any order, all or nothing", () => {
    const q = question("multiple-choice", { correct: [0, 3] });
    expect(isCorrect(q, [3, 0])).toBe(true);
    expect(isCorrect(q, [0])).toBe(false);
    expect(isCorrect(q, [0, 3, 1])).toBe(false);
    expect(isCorrect(q, [0, 0])).toBe(false);
    expect(isCorrect(q, 0)).toBe(false);
  });

  it("true/false: the boolean only", () => {
    const q = question("true-false", { correct: false });
    expect(isCorrect(q, false)).toBe(true);
    expect(isCorrect(q, true)).toBe(false);
    expect(isCorrect(q, "false")).toBe(false);
  });

  it("short text: any accepted answer, trimmed and case-insensitive; an empty answer is wrong", () => {
    const q = question("short-text", { accepted: ["Paris", "Lutetia  Parisiorum"] });
    expect(isCorrect(q, "  paris ")).toBe(true);
    expect(isCorrect(q, "PARIS")).toBe(true);
    expect(isCorrect(q, "lutetia parisiorum")).toBe(true);
    expect(isCorrect(q, "Pariss")).toBe(false);
    expect(isCorrect(q, "   ")).toBe(false);
    expect(isCorrect(q, 1)).toBe(false);
  });

  it("number: within the tolerance either side, numeric text accepted", () => {
    const q = question("number", { value: 3.14, tolerance: 0.01 });
    expect(isCorrect(q, 3.14)).toBe(true);
    expect(isCorrect(q, 3.15)).toBe(true);
    expect(isCorrect(q, 3.13)).toBe(true);
    expect(isCorrect(q, 3.16)).toBe(false);
    expect(isCorrect(q, "3.141")).toBe(true);
    expect(isCorrect(q, "pi")).toBe(false);
    expect(isCorrect(question("number", { value: 0.3, tolerance: 0 }), 0.1 + 0.2)).toBe(true);
  });

  it("grades an attempt: points awarded, maximum, floored percent, unanswered questions", () => {
    const questions = [
      question("single-choice", { correct: 1 }, 1),
      question("true-false", { correct: true }, 1),
      question("number", { value: 10, tolerance: 0 }, 1),
    ];
    const grade = gradeAttempt(questions, { "single-choice-q": 1, "true-false-q": false });
    expect(grade).toMatchObject({ score: 1, maxScore: 3, percent: 33 });
    expect(grade.results.map((result) => [result.correct, result.answered])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
  });

  it("draws N distinct questions of the pool, or all of them in the teacher's order shuffled", () => {
    const pool = Array.from({ length: 10 }, (_, i) => i);
    for (let run = 0; run < 20; run++) {
      const drawn = drawQuestions(pool, 4);
      expect(drawn).toHaveLength(4);
      expect(new Set(drawn).size).toBe(4);
      expect(drawn.every((n) => pool.includes(n))).toBe(true);
    }
    expect([...drawQuestions(pool, null)].sort((a, b) => a - b)).toEqual(pool);
    // A fixed random source gives a fixed draw.
    expect(drawQuestions([1, 2, 3], 2, () => 0)).toEqual([2, 3]);
  });
});
