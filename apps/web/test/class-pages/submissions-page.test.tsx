import {
  type AssignmentSubmissionsResponse,
  type GradingSubmission,
  type GradingSubmissionResponse,
  gradingMessages,
  learningMessages,
} from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmissionsPage } from "../../src/app/class-pages/submissions-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import { type ApiCall, authAs, json, notFound, renderRoutes, stubApi, stubViewport, TEACHER_UID } from "./support";

const auth: { current: AuthContextValue } = { current: authAs(TEACHER_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = gradingMessages;
const CLASS_ID = "class-9";
const ASSIGNMENT = {
  _id: "assignment-9",
  classId: CLASS_ID,
  title: "Still life",
  deadline: "2099-01-01T00:00:00.000Z",
};

function makeGrading(n: number, overrides: Partial<GradingSubmission> = {}): GradingSubmission {
  return {
    _id: `sub-${n}`,
    assignmentId: ASSIGNMENT._id,
    classId: CLASS_ID,
    studentUid: `student-${n}`,
    studentName: `Student ${n}`,
    studentEmail: `student-${n}@example.test`,
    studentPhotoURL: "",
    submissionText: `Answer number ${n}`,
    submittedAt: `2025-03-0${n}T10:00:00.000Z`,
    score: null,
    feedback: null,
    gradedAt: null,
    ...overrides,
  };
}

/** An in-memory assignment: the API's filter, next-not-graded and grading rules over a few rows. */
function gradingApi(rows: GradingSubmission[]) {
  const nextUngraded = (id: string) => {
    const waiting = rows.filter((row) => row.gradedAt === null && row._id !== id);
    const index = rows.findIndex((row) => row._id === id);
    return (waiting.find((row) => rows.indexOf(row) > index) ?? waiting[0])?._id ?? null;
  };
  const opened = (id: string): GradingSubmissionResponse | undefined => {
    const submission = rows.find((row) => row._id === id);
    return submission && { success: true, submission, assignment: ASSIGNMENT, nextUngradedId: nextUngraded(id) };
  };
  return stubApi((call: ApiCall) => {
    if (call.method === "GET" && call.path === `/assignments/${ASSIGNMENT._id}/submissions`) {
      const status = call.query.get("status") ?? "all";
      const limit = Number(call.query.get("limit") ?? 10);
      const graded = rows.filter((row) => row.gradedAt !== null).length;
      const matching = rows.filter((row) =>
        status === "graded" ? row.gradedAt !== null : status === "ungraded" ? row.gradedAt === null : true,
      );
      const body: AssignmentSubmissionsResponse = {
        success: true,
        assignment: ASSIGNMENT,
        submissions: matching.slice(0, limit),
        totalSubmissions: matching.length,
        totalPages: Math.ceil(matching.length / limit),
        counts: { all: rows.length, graded, ungraded: rows.length - graded },
      };
      return json(body);
    }
    const grade = /^\/submissions\/([^/]+)\/grade$/.exec(call.path);
    if (call.method === "PUT" && grade) {
      const row = rows.find((item) => item._id === grade[1]);
      if (!row) return notFound();
      const body = call.body as { score: number; feedback: string };
      Object.assign(row, { score: body.score, feedback: body.feedback, gradedAt: "2025-04-01T00:00:00.000Z" });
      return json(opened(row._id));
    }
    const one = /^\/submissions\/([^/]+)$/.exec(call.path);
    if (call.method === "GET" && one) {
      const body = opened(one[1] ?? "");
      return body ? json(body) : notFound();
    }
    return notFound();
  });
}

function renderPage(search = "") {
  return renderRoutes(
    [
      { path: "/teacher-dashboard/my-classes/:id", element: <p>class page</p> },
      { path: "/teacher-dashboard/my-classes/:id/assignments/:assignmentId", element: <SubmissionsPage /> },
    ],
    `/teacher-dashboard/my-classes/${CLASS_ID}/assignments/${ASSIGNMENT._id}${search}`,
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId("grading-row").find((row) => within(row).queryByText(name)) as HTMLElement;

describe("Submissions view of an assignment", () => {
  beforeEach(() => stubViewport(1280));
  afterEach(() => vi.unstubAllGlobals());

  it("lists each submission with the student, time, text and graded state, and the counts", async () => {
    gradingApi([makeGrading(1), makeGrading(2, { score: 64, feedback: "Fine", gradedAt: "2025-03-05T00:00:00.000Z" })]);
    renderPage();
    expect(await screen.findByRole("heading", { name: copy.submissionsTitle("Still life") })).toBeInTheDocument();
    expect(screen.getByTestId("grading-counts")).toHaveTextContent(copy.counts(1, 2));
    expect(within(rowOf("Student 1")).getByText(copy.notGraded)).toBeInTheDocument();
    expect(within(rowOf("Student 1")).getByText("Answer number 1")).toBeInTheDocument();
    expect(within(rowOf("Student 2")).getByText(`${copy.gradedLabel} ${copy.scoreOf(64)}`)).toBeInTheDocument();
    expect(within(rowOf("Student 1")).getByRole("button", { name: copy.openSubmissionOf("Student 1") })).toBeEnabled();
  });

  it("filters by graded and not graded through the API, by keyboard", async () => {
    const user = userEvent.setup();
    const calls = gradingApi([
      makeGrading(1),
      makeGrading(2, { score: 90, feedback: "", gradedAt: "2025-03-05T00:00:00.000Z" }),
    ]);
    renderPage();
    await screen.findByText("Student 2");
    const notGraded = screen.getByRole("radio", { name: new RegExp(copy.filters.ungraded) });
    notGraded.focus();
    await user.keyboard(" ");
    expect(notGraded).toBeChecked();
    await screen.findByTestId("grading-row");
    expect(screen.queryByText("Student 2")).not.toBeInTheDocument();
    expect(calls.at(-1)?.query.get("status")).toBe("ungraded");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: new RegExp(copy.filters.graded) })).toBeChecked();
    expect(await screen.findByText("Student 2")).toBeInTheDocument();
    expect(screen.queryByText("Student 1")).not.toBeInTheDocument();
  });

  it("grades by keyboard: open, type score and feedback, save, then Next not graded opens the following one", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const calls = gradingApi([makeGrading(1), makeGrading(2), makeGrading(3)]);
    renderPage();
    const open = await screen.findByRole("button", { name: copy.openSubmissionOf("Student 1") });
    open.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Student 1" });
    expect(within(dialog).getByTestId("submission-text")).toHaveTextContent("Answer number 1");
    // The score field has the focus as soon as the submission is shown.
    const score = within(dialog).getByRole("textbox", { name: copy.scoreLabel });
    expect(score).toHaveFocus();
    await user.keyboard("88");
    await user.tab();
    await user.keyboard("Strong composition.");
    await user.tab();
    expect(within(dialog).getByRole("button", { name: copy.saveGrade })).toHaveFocus();
    await user.keyboard("{Enter}");
    const next = within(dialog).getByRole("button", { name: copy.nextUngraded });
    await vi.waitFor(() => expect(next).toHaveFocus());
    expect(success).toHaveBeenCalledWith(copy.graded);
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/submissions/sub-1/grade",
      body: { score: 88, feedback: "Strong composition." },
    });
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Student 2" })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole("textbox", { name: copy.scoreLabel })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: copy.scoreLabel })).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await within(rowOf("Student 1")).findByText(`${copy.gradedLabel} ${copy.scoreOf(88)}`)).toBeInTheDocument();
  });

  it("refuses a score outside 0-100 in the form, and shows an existing grade to change it", async () => {
    const user = userEvent.setup();
    const calls = gradingApi([
      makeGrading(1, { score: 40, feedback: "Redo the shadows", gradedAt: "2025-03-05T00:00:00.000Z" }),
    ]);
    renderPage("?open=sub-1");
    const dialog = await screen.findByRole("dialog", { name: "Student 1" });
    const score = within(dialog).getByRole("textbox", { name: copy.scoreLabel });
    expect(score).toHaveValue("40");
    expect(within(dialog).getByRole("textbox", { name: copy.feedbackLabel })).toHaveValue("Redo the shadows");
    await user.clear(score);
    await user.type(score, "101");
    await user.click(within(dialog).getByRole("button", { name: copy.changeGrade }));
    expect(await within(dialog).findByText(copy.scoreRange)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    await user.clear(score);
    await user.type(score, "75");
    await user.click(within(dialog).getByRole("button", { name: copy.changeGrade }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ score: 75, feedback: "Redo the shadows" });
  });

  it("says when no other submission waits for a grade, and when there are none at all", async () => {
    const user = userEvent.setup();
    gradingApi([makeGrading(1)]);
    renderPage("?open=sub-1");
    const dialog = await screen.findByRole("dialog", { name: "Student 1" });
    await user.click(within(dialog).getByRole("button", { name: copy.nextUngraded }));
    expect(within(dialog).getByText(copy.noNextUngraded)).toBeInTheDocument();
  });

  it("shows the empty state for an assignment nobody handed in yet", async () => {
    gradingApi([]);
    renderPage();
    expect(await screen.findByText(copy.noSubmissions)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.nextUngraded })).toBeDisabled();
  });

  it("shows 'Assignment not found' for another teacher's assignment (404)", async () => {
    stubApi(() => notFound());
    renderPage();
    expect(await screen.findByText(learningMessages.assignmentNotFound)).toBeInTheDocument();
  });
});
