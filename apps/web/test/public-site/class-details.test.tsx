import { classDetailsMessages, classPageMessages, lessonsMessages, TIMERS } from "@classwise/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassDetailsPage } from "../../src/features/classes/components/class-details-page";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { toast } from "../../src/lib/toast";
import { json, makeClass, renderRoutes, signedInAuth, stubApi } from "./support";

const auth: { current: AuthContextValue } = { current: signedInAuth() };
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

function PaymentProbe() {
  return <p>payment page</p>;
}

function renderDetails(id: string) {
  return renderRoutes(
    [
      { path: "/all-classes", element: <p>catalogue page</p> },
      { path: "/all-classes/:id", element: <ClassDetailsPage /> },
      { path: "/payment/:id", element: <PaymentProbe /> },
    ],
    `/all-classes/${id}`,
  );
}

describe("class details page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    auth.current = signedInAuth();
  });

  it("shows the class with its teacher, dates and the enrol panel", async () => {
    const item = makeClass({
      title: "Watercolour basics",
      teacherName: "Ana Lima",
      teacherEmail: "ana@example.test",
      price: 35,
      enrolledCount: 4,
      createdAt: "2025-02-03T10:00:00.000Z",
      isEnrolled: false,
    });
    const calls = stubApi(() => json({ success: true, class: item }));
    renderDetails(item._id);
    expect(await screen.findByRole("heading", { level: 1, name: "Watercolour basics" })).toBeInTheDocument();
    expect(calls[0]?.path).toBe(`/classes/${item._id}`);
    expect(screen.getByText(classDetailsMessages.approved)).toBeInTheDocument();
    expect(screen.getAllByText("ana@example.test").length).toBeGreaterThan(0);
    expect(screen.getByText("February 3, 2025")).toBeInTheDocument();
    expect(screen.getByText(/4 students enrolled/)).toBeInTheDocument();
    for (const title of [
      classDetailsMessages.about,
      classDetailsMessages.whatYouLearn,
      classDetailsMessages.instructor,
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("$35.00")).toBeInTheDocument();
    expect(screen.getByText(classDetailsMessages.paymentNote)).toBeInTheDocument();
    expect(screen.getByText(classDetailsMessages.guarantee)).toBeInTheDocument();
    expect(screen.queryByText(classDetailsMessages.alreadyEnrolled)).not.toBeInTheDocument();
  });

  it("Pay & Enroll opens the payment page with class, amount and type", async () => {
    const user = userEvent.setup();
    const item = makeClass({ price: 12.5, isEnrolled: false });
    stubApi(() => json({ success: true, class: item }));
    const { router } = renderDetails(item._id);
    await user.click(await screen.findByRole("link", { name: classDetailsMessages.payAndEnroll }));
    expect(await screen.findByText("payment page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payment/${item._id}`);
    expect(router.state.location.state).toEqual({ classId: item._id, amount: 12.5, type: "class_enrollment" });
  });

  it("an enrolled student sees the notice and a disabled-looking Enrolled button that explains itself", async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(toast, "info");
    const item = makeClass({ isEnrolled: true });
    stubApi(() => json({ success: true, class: item }));
    renderDetails(item._id);
    expect(await screen.findByText(classDetailsMessages.alreadyEnrolled)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: classDetailsMessages.payAndEnroll })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: classDetailsMessages.enrolled });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(await screen.findByText(classPageMessages.alreadyEnrolled)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(
      classPageMessages.alreadyEnrolled,
      expect.objectContaining({ autoClose: TIMERS.toastEnrolment }),
    );
  });

  it("a missing class toasts 'Class not found' and goes back to the catalogue", async () => {
    stubApi(() => json({ success: false, message: "Resource not found", code: "NOT_FOUND" }, 404));
    const { router } = renderDetails("missing-id");
    expect(await screen.findByText("catalogue page")).toBeInTheDocument();
    expect(await screen.findByText(classPageMessages.notFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/all-classes");
  });

  it("any other failure toasts 'Failed to load class details' and goes back", async () => {
    stubApi(() => json({ success: false, message: "down", code: "INTERNAL" }, 500));
    renderDetails("some-id");
    expect(await screen.findByText("catalogue page")).toBeInTheDocument();
    expect(await screen.findByText(classPageMessages.loadFailed)).toBeInTheDocument();
  });

  it("the class's own teacher gets no pay button", async () => {
    const item = makeClass({ teacherUid: "student-1", isEnrolled: false });
    stubApi(() => json({ success: true, class: item }));
    renderDetails(item._id);
    await screen.findByRole("heading", { level: 1, name: item.title });
    expect(screen.queryByRole("link", { name: classDetailsMessages.payAndEnroll })).not.toBeInTheDocument();
  });

  it("shows the curriculum to everyone: count, total minutes and titles, never lesson text", async () => {
    auth.current = signedInAuth({ user: null, token: null });
    const item = makeClass({ title: "Watercolour basics", isEnrolled: false });
    const calls = stubApi((call) =>
      call.path === `/classes/${item._id}/curriculum`
        ? json({
            success: true,
            lessons: [
              { _id: "l1", position: 1, title: "Materials", estimatedMinutes: 15 },
              { _id: "l2", position: 2, title: "Wet on wet", estimatedMinutes: 50 },
            ],
            totalLessons: 2,
            totalMinutes: 65,
          })
        : json({ success: true, class: item }),
    );
    renderDetails(item._id);
    const heading = await screen.findByRole("heading", { name: lessonsMessages.curriculumTitle });
    const section = heading.closest("section") as HTMLElement;
    expect(section).toHaveTextContent(lessonsMessages.curriculumSummary(2, 65));
    expect(section).toHaveTextContent("2 lessons • 1 h 5 min");
    expect([...section.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "1.Materials15 min",
      "2.Wet on wet50 min",
    ]);
    expect(calls.some((call) => call.path === `/classes/${item._id}/curriculum`)).toBe(true);
  });
});
