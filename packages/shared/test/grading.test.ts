import { describe, expect, it } from "vitest";
import { FEEDBACK_MAX, gradeSubmissionBodySchema, messages } from "../src/index.js";

describe("gradeSubmissionBodySchema", () => {
  const errorsOf = (input: unknown) => {
    const result = gradeSubmissionBodySchema.safeParse(input);
    return result.success ? {} : result.error.flatten().fieldErrors;
  };

  it("accepts whole scores 0 to 100 and trims feedback, which may be left out", () => {
    expect(gradeSubmissionBodySchema.parse({ score: 0 })).toEqual({ score: 0, feedback: "" });
    expect(gradeSubmissionBodySchema.parse({ score: 100, feedback: "  Well done  " })).toEqual({
      score: 100,
      feedback: "Well done",
    });
  });

  it("says what is wrong with a score or the feedback", () => {
    expect(errorsOf({}).score).toEqual([messages.grading.scoreRequired]);
    for (const score of [-1, 101, 99.5, "90", null])
      expect(errorsOf({ score }).score).toEqual([messages.grading.scoreRange]);
    expect(errorsOf({ score: 5, feedback: "y".repeat(FEEDBACK_MAX + 1) }).feedback).toEqual([
      messages.grading.feedbackTooLong,
    ]);
  });
});
