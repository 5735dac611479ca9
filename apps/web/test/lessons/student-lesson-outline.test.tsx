import { dripMessages, type LessonSummary } from "@classwise/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StudentLessonOutline } from "../../src/features/lessons/components/student-lesson-outline";
import { renderRoutes } from "../support";

const CLASS_ID = "class-1";

describe("dripped lessons in the student's outline", () => {
  it("shows a locked lesson with its opening date and no link", () => {
    const row = (n: number, opensAt: string | null): LessonSummary => ({
      _id: `lesson-${n}`,
      position: n,
      title: `Lesson ${n}`,
      estimatedMinutes: 10,
      hasVideo: false,
      completed: false,
      opensAt,
      dripDays: opensAt ? 7 : null,
      dripDate: null,
    });
    const opensAt = "2026-12-24T00:00:00.000Z";
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <StudentLessonOutline
              classId={CLASS_ID}
              data={{
                success: true,
                lessons: [row(1, null), row(2, opensAt)],
                totalMinutes: 20,
                nextLessonId: "lesson-1",
                progress: null,
              }}
            />
          ),
        },
      ],
      "/",
    );
    expect(screen.getByRole("link", { name: /Lesson 1/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Lesson 2/ })).not.toBeInTheDocument();
    expect(screen.getByText(dripMessages.lockedShort(opensAt))).toBeInTheDocument();
    expect(screen.getByText(dripMessages.lockedShort(opensAt))).toHaveTextContent("Opens 24 December 2026");
  });
});
