import { EMPTY_STUDENT_PROGRESS, type EnrolledClass, enrolledMessages, progressFromCounts } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassProgress } from "../../src/components/ui/class-progress";
import { MyEnrolledClassesTab } from "../../src/features/enrolments/components/my-enrolled-classes-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import { type ApiCall, json, makeEnrolledClass, renderRoutes, signedInAuth, stubApi } from "./support";

const auth: { current: AuthContextValue } = { current: signedInAuth() };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

function stubEnrolled(classes: EnrolledClass[], total = classes.length) {
  return stubApi((call: ApiCall) => {
    if (call.path === "/students/student-1/enrolled-classes") {
      const limit = Number(call.query.get("limit"));
      return json({
        success: true,
        classes,
        totalClasses: total,
        totalPages: Math.ceil(total / limit),
        summary: { totalEnrolled: total, inProgress: 2, completed: 1 },
      });
    }
    return json({ success: false, message: "unexpected", code: "NOT_FOUND" }, 404);
  });
}

function renderTab() {
  return renderRoutes(
    [
      { path: "/student-dashboard/my-enroll-classes", element: <MyEnrolledClassesTab /> },
      { path: "/all-classes", element: <p>catalogue page</p> },
    ],
    "/student-dashboard/my-enroll-classes",
  );
}

const cardFor = (title: string) => screen.getByRole("heading", { name: title }).closest("article") as HTMLElement;

describe("My Enrolled Classes", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.current = signedInAuth();
  });

  it("shows each class with its progress state, percentage and the right way back in, from one request", async () => {
    const done = makeEnrolledClass({ title: "Done class", progress: progressFromCounts(2, 2) });
    const half = makeEnrolledClass({ title: "Half class", progress: progressFromCounts(3, 1) });
    const fresh = makeEnrolledClass({ title: "Fresh class", progress: progressFromCounts(1, 0) });
    const empty = makeEnrolledClass({
      title: "Empty class",
      enrolledAt: "2025-06-02T09:30:00.000Z",
      progress: { ...EMPTY_STUDENT_PROGRESS },
    });
    const calls = stubEnrolled([done, half, fresh, empty]);
    renderTab();

    await screen.findByRole("heading", { name: "Done class" });
    const expectProgress = async (title: string, label: string, percentage: string) => {
      const card = cardFor(title);
      expect(await within(card).findByText(label)).toBeInTheDocument();
      expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", percentage);
      return card;
    };
    const doneCard = await expectProgress("Done class", "Completed", "100");
    expect(within(doneCard).getByRole("link", { name: enrolledMessages.reviewClass })).toHaveAttribute(
      "href",
      `/student-dashboard/my-enroll-class/${done._id}`,
    );
    const halfCard = await expectProgress("Half class", "In Progress", "33");
    expect(within(halfCard).getByText(enrolledMessages.assignmentsDone(1, 3))).toBeInTheDocument();
    expect(within(halfCard).getByRole("link", { name: enrolledMessages.continueLearning })).toBeInTheDocument();
    await expectProgress("Fresh class", "Not Started", "0");
    const emptyCard = await expectProgress("Empty class", "No assignments", "0");
    expect(within(emptyCard).getByText("Jun 2, 2025")).toBeInTheDocument();

    expect(screen.getByTestId("summary-totalEnrolled")).toHaveTextContent("4");
    expect(screen.getByTestId("summary-inProgress")).toHaveTextContent("2");
    expect(screen.getByTestId("summary-completed")).toHaveTextContent("1");
    // The whole screen is one request: no call per card.
    expect(calls.map((call) => call.path)).toEqual(["/students/student-1/enrolled-classes"]);
  });

  it("asks for five per page, pages through and changes the page size back to page 1", async () => {
    const user = userEvent.setup();
    const classes = Array.from({ length: 5 }, (_, index) => makeEnrolledClass({ title: `Paged ${index}` }));
    const calls = stubEnrolled(classes, 12);
    renderTab();
    await screen.findByRole("heading", { name: "Paged 0" });
    const listCalls = () => calls.filter((c) => c.path.endsWith("/enrolled-classes"));
    expect(listCalls()[0]?.query.get("limit")).toBe("5");
    expect(listCalls()[0]?.query.get("page")).toBe("1");
    expect(screen.getByTestId("enrolled-range")).toHaveTextContent(enrolledMessages.showing(1, 5, 12));
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(listCalls().at(-1)?.query.get("page")).toBe("3");
    await user.selectOptions(screen.getByRole("combobox"), "10");
    expect(listCalls().at(-1)?.query.get("page")).toBe("1");
    expect(listCalls().at(-1)?.query.get("limit")).toBe("10");
  });

  it("shows the empty state with Browse Classes", async () => {
    stubEnrolled([]);
    renderTab();
    expect(await screen.findByText(enrolledMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: enrolledMessages.browseClasses })).toHaveAttribute("href", "/all-classes");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("reloads everything on Refresh", async () => {
    const user = userEvent.setup();
    const item = makeEnrolledClass({ title: "Refreshed class" });
    const calls = stubEnrolled([item]);
    renderTab();
    await screen.findByRole("heading", { name: "Refreshed class" });
    const before = calls.length;
    await user.click(screen.getByRole("button", { name: enrolledMessages.refresh }));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(before + 1));
  });

  it("says 'Failed to load enrolled classes' when the request fails", async () => {
    const error = vi.spyOn(toast, "error");
    stubApi(() => json({ success: false, message: "down", code: "INTERNAL" }, 500));
    renderTab();
    await screen.findByRole("button", { name: enrolledMessages.tryAgain });
    expect(screen.getAllByText(enrolledMessages.loadFailed).length).toBeGreaterThanOrEqual(1);
    expect(error).toHaveBeenCalledWith(enrolledMessages.loadFailed, expect.anything());
  });

  it("says 'Failed to fetch enrolled classes' when the answer is success: false", async () => {
    stubApi(() => json({ success: false, message: "nope" }, 200));
    renderTab();
    await screen.findByRole("button", { name: enrolledMessages.tryAgain });
    expect(screen.getAllByText(enrolledMessages.fetchFailed).length).toBeGreaterThanOrEqual(1);
  });
});

describe("ClassProgress", () => {
  it("labels the state and fills the bar", () => {
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <>
              <ClassProgress progress={undefined} />
              <ClassProgress progress={{ ...EMPTY_STUDENT_PROGRESS }} />
              <ClassProgress
                progress={{
                  totalAssignments: 4,
                  completedAssignments: 3,
                  totalLessons: 0,
                  completedLessons: 0,
                  progressPercentage: 75,
                  isCompleted: false,
                  hasAssignments: true,
                }}
              />
            </>
          ),
        },
      ],
      "/",
    );
    const states = screen.getAllByTestId("class-progress").map((element) => element.dataset.state);
    expect(states).toEqual(["loading", "no-assignments", "in-progress"]);
    expect(screen.getByText("75%")).toBeInTheDocument();
    expect(screen.getByText(enrolledMessages.assignmentsDone(3, 4))).toBeInTheDocument();
  });
});
