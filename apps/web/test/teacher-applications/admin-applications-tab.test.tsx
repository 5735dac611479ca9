import { adminMessages, type TeacherApplication } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApplicationsTab } from "../../src/features/teacher-applications/components/admin-applications-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import {
  type ApiCall,
  deferred,
  json,
  makeApplication,
  me,
  renderRoutes,
  signedInAuth,
  stubApi,
  stubViewport,
} from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const admin = adminMessages;

function page(applications: TeacherApplication[], total = applications.length, limit = 5) {
  return json({ success: true, applications, totalApplications: total, totalPages: Math.ceil(total / limit) });
}

function renderTab() {
  return renderRoutes([{ path: "/admin", element: <AdminApplicationsTab /> }], "/admin");
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("admin Teacher Applications tab", () => {
  it("shows a table on large screens with Approve and Reject only on pending rows", async () => {
    stubViewport(1280);
    auth.current = signedInAuth();
    const pending = makeApplication({ name: "Pending Person", category: "web-development" });
    const approved = makeApplication({ name: "Approved Person", status: "approved" });
    const rejected = makeApplication({ name: "Rejected Person", status: "rejected" });
    const calls = stubApi(() => page([pending, approved, rejected]));
    renderTab();

    const table = await screen.findByRole("table");
    for (const header of Object.values(admin.applicationColumns)) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    const rows = screen.getAllByTestId("application-row");
    expect(rows).toHaveLength(3);
    const [pendingRow, approvedRow, rejectedRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pendingRow).getByText("Web Development")).toBeInTheDocument();
    expect(within(pendingRow).getByRole("button", { name: `${admin.approve}: Pending Person` })).toBeEnabled();
    expect(within(pendingRow).getByRole("button", { name: `${admin.reject}: Pending Person` })).toBeEnabled();
    for (const row of [approvedRow, rejectedRow]) expect(within(row).queryAllByRole("button")).toHaveLength(0);
    expect(within(approvedRow).getAllByText("Approved")).toHaveLength(2);
    expect(within(rejectedRow).getAllByText("Rejected")).toHaveLength(2);
    expect(calls[0]?.query.get("page")).toBe("1");
    expect(calls[0]?.query.get("limit")).toBe("5");
  });

  it("shows cards on small screens, with the applicant's fallback photo", async () => {
    stubViewport(375);
    auth.current = signedInAuth();
    stubApi(() => page([makeApplication({ photoURL: "" }), makeApplication({ status: "approved" })]));
    renderTab();
    expect(await screen.findAllByTestId("application-card")).toHaveLength(2);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [photo] = screen.getAllByRole("presentation");
    expect(photo?.getAttribute("src")).toMatch(/^data:image\/svg/);
  });

  it("approves: disables only that row while busy, then patches the role and toasts", async () => {
    stubViewport(1280);
    auth.current = signedInAuth();
    const first = makeApplication({ name: "First Applicant" });
    const second = makeApplication({ name: "Second Applicant" });
    const review = deferred<Response>();
    const calls = stubApi((call: ApiCall) => {
      if (call.method === "GET") return page([first, second]);
      if (call.path.startsWith("/teacher-applications/")) return review.promise;
      return json({ success: true, user: {} });
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.approve}: First Applicant` }));

    await waitFor(() =>
      expect(screen.getByRole("button", { name: `${admin.approve}: First Applicant` })).toBeDisabled(),
    );
    expect(screen.getByRole("button", { name: `${admin.reject}: First Applicant` })).toBeDisabled();
    expect(screen.getByTestId("review-spinner")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${admin.approve}: Second Applicant` })).toBeEnabled();
    expect(screen.getByRole("button", { name: `${admin.reject}: Second Applicant` })).toBeEnabled();

    review.resolve(json({ success: true, application: { ...first, status: "approved" } }));
    expect(await screen.findByText(admin.applicationApproved)).toBeInTheDocument();
    const writes = calls.filter((call) => call.method === "PATCH");
    expect(writes.map((call) => [call.path, call.body])).toEqual([
      [`/teacher-applications/${first._id}`, { status: "approved" }],
      [`/users/${first.uid}`, { role: "teacher" }],
    ]);
  });

  it("rejects with the spec's toast and does not touch the role", async () => {
    stubViewport(1280);
    auth.current = signedInAuth();
    const application = makeApplication({ name: "Reject Me" });
    const calls = stubApi((call) =>
      call.method === "GET" ? page([application]) : json({ success: true, application: { ...application } }),
    );
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.reject}: Reject Me` }));
    expect(await screen.findByText(admin.applicationRejected)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ status: "rejected" }]);
  });

  it.each([
    ["approve", admin.approveApplicationFailed],
    ["reject", admin.rejectApplicationFailed],
  ] as const)("a failed %s toasts '%s' and frees the row", async (action, text) => {
    stubViewport(1280);
    auth.current = signedInAuth();
    const application = makeApplication({ name: "Unlucky" });
    stubApi((call) =>
      call.method === "GET" ? page([application]) : json({ success: false, message: "no", code: "CONFLICT" }, 409),
    );
    renderTab();
    const label = `${action === "approve" ? admin.approve : admin.reject}: Unlucky`;
    await userEvent.click(await screen.findByRole("button", { name: label }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: label })).toBeEnabled());
  });

  it("keeps the admin's own pending application out of their hands", async () => {
    stubViewport(1280);
    auth.current = signedInAuth();
    stubApi(() => page([makeApplication({ uid: me.uid, name: "Myself" })]));
    renderTab();
    expect(await screen.findByRole("button", { name: `${admin.approve}: Myself` })).toBeDisabled();
    expect(screen.getByRole("button", { name: `${admin.reject}: Myself` })).toBeDisabled();
  });

  it("pages with the default size 5 and resets to page 1 on a size change", async () => {
    stubViewport(1280);
    auth.current = signedInAuth();
    const calls = stubApi((call) => {
      const limit = Number(call.query.get("limit"));
      const current = Number(call.query.get("page"));
      return page([makeApplication({ name: `Page ${current} of size ${limit}` })], 12, limit);
    });
    renderTab();
    expect(await screen.findByText("Page 1 of size 5")).toBeInTheDocument();
    expect(screen.getByTestId("applications-range")).toHaveTextContent("Showing 1 to 5 of 12");
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Page 3 of size 5")).toBeInTheDocument();
    const sizes = screen.getByRole("combobox");
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["5", "10", "15", "20"]);
    await userEvent.selectOptions(sizes, "10");
    expect(await screen.findByText("Page 1 of size 10")).toBeInTheDocument();
    expect(calls.at(-1)?.query.get("page")).toBe("1");
  });

  it.each([
    [
      "a failed request",
      () => json({ success: false, message: "x", code: "INTERNAL" }, 500),
      admin.loadApplicationsFailed,
    ],
    ["a success:false answer", () => json({ success: false, message: "x" }, 200), admin.fetchApplicationsFailed],
  ])("reports %s with the spec's text", async (_label, answer, text) => {
    stubViewport(1280);
    auth.current = signedInAuth();
    stubApi(answer);
    renderTab();
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });
});
