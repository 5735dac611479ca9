import { describe, expect, it } from "vitest";
import {
  computeStudentProgress,
  EMPTY_STUDENT_PROGRESS,
  messages,
  progressFromCounts,
  studentProgressLabel,
  studentProgressState,
} from "../src/index.js";

const assignments = (...ids: string[]) => ids.map((_id) => ({ _id }));
const submissions = (...ids: string[]) => ids.map((assignmentId) => ({ assignmentId }));

describe("student progress per class (product §3, §4, §9)", () => {
  it("has no assignments when the class has none, whatever was submitted", () => {
    const progress = computeStudentProgress([], submissions("a"));
    expect(progress).toEqual(EMPTY_STUDENT_PROGRESS);
    expect(studentProgressState(progress)).toBe("no-assignments");
  });

  it("is not started with assignments and no submissions", () => {
    const progress = computeStudentProgress(assignments("a", "b"), []);
    expect(progress).toEqual({
      totalAssignments: 2,
      completedAssignments: 0,
      totalLessons: 0,
      completedLessons: 0,
      progressPercentage: 0,
      isCompleted: false,
      hasAssignments: true,
    });
    expect(studentProgressState(progress)).toBe("not-started");
  });

  it("is in progress with some submitted, rounding the percentage", () => {
    const progress = computeStudentProgress(assignments("a", "b", "c"), submissions("b"));
    expect(progress.completedAssignments).toBe(1);
    expect(progress.progressPercentage).toBe(33);
    expect(studentProgressState(progress)).toBe("in-progress");
    expect(computeStudentProgress(assignments("a", "b", "c"), submissions("a", "c")).progressPercentage).toBe(67);
  });

  it("is completed when every assignment has a submission", () => {
    const progress = computeStudentProgress(assignments("a", "b"), submissions("b", "a"));
    expect(progress).toMatchObject({ completedAssignments: 2, progressPercentage: 100, isCompleted: true });
    expect(studentProgressState(progress)).toBe("completed");
  });

  it("ignores duplicate submissions and submissions for other assignments", () => {
    const progress = computeStudentProgress(assignments("a", "b"), submissions("a", "a", "zzz"));
    expect(progress).toMatchObject({ totalAssignments: 2, completedAssignments: 1, progressPercentage: 50 });
    expect(progress.isCompleted).toBe(false);
  });

  it("is loading while there is no data, and labels every state with the spec's words", () => {
    expect(studentProgressState(undefined)).toBe("loading");
    expect(studentProgressLabel("loading")).toBe("Loading...");
    expect(studentProgressLabel("no-assignments")).toBe("No assignments");
    expect(studentProgressLabel("completed")).toBe("Completed");
    expect(studentProgressLabel("in-progress")).toBe("In Progress");
    expect(studentProgressLabel("not-started")).toBe("Not Started");
    expect(messages.progress.loading).toBe("Loading...");
  });

  it("hands out copies, so a caller cannot change the empty progress", () => {
    const progress = computeStudentProgress([], []);
    progress.totalAssignments = 5;
    expect(EMPTY_STUDENT_PROGRESS.totalAssignments).toBe(0);
  });

  it("counts completed lessons and submitted assignments together when the class has lessons", () => {
    const progress = progressFromCounts(2, 1, 6, 3);
    expect(progress).toEqual({
      totalAssignments: 2,
      completedAssignments: 1,
      totalLessons: 6,
      completedLessons: 3,
      progressPercentage: 50,
      isCompleted: false,
      hasAssignments: true,
    });
    expect(progressFromCounts(0, 0, 3, 1).progressPercentage).toBe(33);
    expect(studentProgressState(progressFromCounts(0, 0, 3, 0))).toBe("not-started");
    expect(studentProgressState(progressFromCounts(0, 0, 3, 1))).toBe("in-progress");
    expect(studentProgressState(progressFromCounts(1, 1, 2, 2))).toBe("completed");
    expect(progressFromCounts(1, 5, 2, 9)).toMatchObject({ progressPercentage: 100, completedLessons: 2 });
  });

  it("leaves out assignments closed before the student enrolled, unless they were submitted", () => {
    const enrolledAt = "2026-03-10T00:00:00.000Z";
    const list = [
      { _id: "closed-before", deadline: "2026-03-01T00:00:00.000Z" },
      { _id: "closed-before-but-submitted", deadline: "2026-03-02T00:00:00.000Z" },
      { _id: "open", deadline: "2026-04-01T00:00:00.000Z" },
      { _id: "missed-after", deadline: "2026-03-20T00:00:00.000Z" },
    ];
    const progress = computeStudentProgress(list, submissions("closed-before-but-submitted", "open"), { enrolledAt });
    expect(progress).toMatchObject({ totalAssignments: 3, completedAssignments: 2, progressPercentage: 67 });
    // Without an enrolment date every assignment counts (the spec's formula).
    expect(computeStudentProgress(list, submissions("open")).totalAssignments).toBe(4);
  });
});
