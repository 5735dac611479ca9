import { classPageMessages, learningMessages, validationMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StudentClassPage } from "../../src/app/class-pages/student-class-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import {
  type ApiCall,
  authAs,
  classApi,
  json,
  makeClass,
  renderRoutes,
  STUDENT_UID,
  stubViewport,
} from "../class-pages/support";

const auth: { current: AuthContextValue } = { current: authAs(STUDENT_UID) };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

async function openModal(onEvaluate?: (call: ApiCall) => Response) {
  const user = userEvent.setup();
  const item = makeClass({ teacherName: "Ana Lima" });
  const calls = classApi({ item, assignments: [], ...(onEvaluate ? { onEvaluate } : {}) });
  renderRoutes(
    [
      { path: "/student-dashboard/my-enroll-classes", element: <p>list</p> },
      { path: "/student-dashboard/my-enroll-class/:id", element: <StudentClassPage /> },
    ],
    `/student-dashboard/my-enroll-class/${item._id}`,
  );
  await user.click(await screen.findByRole("button", { name: learningMessages.evaluationReport }));
  const dialog = await screen.findByRole("dialog", { name: learningMessages.evaluationTitle });
  return { user, dialog, item, posts: () => calls.filter((call) => call.method === "POST") };
}

const send = (dialog: HTMLElement) =>
  within(dialog.parentElement as HTMLElement).getByRole("button", { name: learningMessages.sendEvaluation });

describe("teaching evaluation modal", () => {
  beforeEach(() => stubViewport(1280));
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a rating and a description of at least 10 characters before sending", async () => {
    const { user, dialog, posts } = await openModal();
    expect(within(dialog).getByText(/Ana Lima/)).toBeInTheDocument();
    await user.click(send(dialog));
    expect(await within(dialog).findByText(validationMessages.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validationMessages.descriptionRequired)).toBeInTheDocument();
    // The first invalid field gets the focus: the stars.
    expect(within(dialog).getByRole("radio", { name: "1 star" })).toHaveFocus();

    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    expect(within(dialog).queryByText(validationMessages.ratingRequired)).not.toBeInTheDocument();
    const description = within(dialog).getByLabelText(learningMessages.feedbackDescription);
    await user.type(description, "  Too short ");
    expect(await within(dialog).findByText(validationMessages.descriptionTooShort)).toBeInTheDocument();
    await user.click(send(dialog));
    expect(posts()).toHaveLength(0);
  });

  it("sends rating and trimmed description, toasts success and closes", async () => {
    const success = vi.spyOn(toast, "success");
    const { user, dialog, item, posts } = await openModal();
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await user.type(
      within(dialog).getByLabelText(learningMessages.feedbackDescription),
      "  Clear and kind teaching.  ",
    );
    await user.click(send(dialog));
    expect(await screen.findByText(classPageMessages.evaluationSubmitted)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(classPageMessages.evaluationSubmitted);
    expect(posts().map((call) => [call.path, call.body])).toEqual([
      ["/teaching-evaluations", { classId: item._id, rating: 5, description: "Clear and kind teaching." }],
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([
    [409, { success: false, code: "CONFLICT", message: "dup" }, classPageMessages.evaluationDuplicate, false],
    [500, { success: false, code: "INTERNAL", message: "boom" }, classPageMessages.evaluationFailed, true],
    [200, { success: false, message: "nope" }, classPageMessages.evaluationFailedShort, true],
  ])("an answer %i toasts the spec's text", async (status, body, text, staysOpen) => {
    const error = vi.spyOn(toast, "error");
    const { user, dialog } = await openModal(() => json(body, status));
    await user.click(within(dialog).getByRole("radio", { name: "3 stars" }));
    await user.type(within(dialog).getByLabelText(learningMessages.feedbackDescription), "Good enough, thanks.");
    await user.click(send(dialog));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text);
    expect(Boolean(screen.queryByRole("dialog"))).toBe(staysOpen);
  });

  it("Cancel closes and forgets what was typed", async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(learningMessages.feedbackDescription), "Half a thought");
    await user.click(
      within(dialog.parentElement as HTMLElement).getByRole("button", { name: learningMessages.cancel }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: learningMessages.evaluationReport }));
    expect(await screen.findByLabelText(learningMessages.feedbackDescription)).toHaveValue("");
  });
});
