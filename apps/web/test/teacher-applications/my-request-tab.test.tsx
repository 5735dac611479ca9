import { applicationMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyRequestTab } from "../../src/features/teacher-applications/components/my-request-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { json, makeApplication, me, renderRoutes, signedInAuth, stubApi } from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = applicationMessages;

function renderTab() {
  return renderRoutes(
    [
      { path: "/student-dashboard/my-request", element: <MyRequestTab /> },
      { path: "/teach", element: <p>teach page</p> },
    ],
    "/student-dashboard/my-request",
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("My Teaching Request tab", () => {
  it("without an application offers Apply to Teach, leading to /teach", async () => {
    auth.current = signedInAuth();
    stubApi(() => json({ success: true, applications: [] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.noneTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: copy.applyToTeach }));
    expect(await screen.findByText("teach page")).toBeInTheDocument();
  });

  it("shows a pending application as Under Review with details and the What's Next timeline", async () => {
    auth.current = signedInAuth();
    const application = makeApplication({ uid: me.uid, title: "Machine Learning in Practice" });
    stubApi(() => json({ success: true, applications: [application] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.pendingTitle })).toBeInTheDocument();
    expect(screen.getAllByTestId("application-status")[0]).toHaveTextContent("Under Review");
    expect(screen.getByRole("heading", { name: copy.details })).toBeInTheDocument();
    expect(screen.getByText("Machine Learning in Practice")).toBeInTheDocument();
    const timeline = screen.getByRole("region", { name: copy.whatsNext });
    for (const step of copy.timeline) expect(within(timeline).getByText(step.title)).toBeInTheDocument();
  });

  it("links an approved application to the teacher dashboard, without the timeline", async () => {
    auth.current = signedInAuth();
    stubApi(() => json({ success: true, applications: [makeApplication({ uid: me.uid, status: "approved" })] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.approvedTitle })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: copy.whatsNext })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: copy.goToTeacherDashboard }));
    expect(await screen.findByText("teacher dashboard")).toBeInTheDocument();
  });

  it("links a rejected application to /teach", async () => {
    auth.current = signedInAuth();
    stubApi(() => json({ success: true, applications: [makeApplication({ uid: me.uid, status: "rejected" })] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.rejectedTitle })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: copy.whatsNext })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: copy.applyAgain }));
    expect(await screen.findByText("teach page")).toBeInTheDocument();
  });

  it("Refresh reloads the application and shows the new status", async () => {
    auth.current = signedInAuth();
    let status: "pending" | "approved" = "pending";
    const calls = stubApi(() => json({ success: true, applications: [makeApplication({ uid: me.uid, status })] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.pendingTitle })).toBeInTheDocument();
    status = "approved";
    await userEvent.click(screen.getByRole("button", { name: copy.refresh }));
    expect(await screen.findByRole("heading", { name: copy.approvedTitle })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/teacher-applications")).toHaveLength(2);
  });

  it("reports a failed load with the spec's text and retries", async () => {
    auth.current = signedInAuth();
    let fail = true;
    stubApi(() =>
      fail
        ? json({ success: false, message: "down", code: "INTERNAL" }, 500)
        : json({ success: true, applications: [] }),
    );
    renderTab();
    await waitFor(() => expect(screen.getAllByText(copy.loadOwnFailed)).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: copy.loadFailedRetry }));
    expect(await screen.findByRole("heading", { name: copy.noneTitle })).toBeInTheDocument();
  });
});
