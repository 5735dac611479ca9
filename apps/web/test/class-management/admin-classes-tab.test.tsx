import { adminMessages, classesMessages, type PublicClass, progressMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminClassesTab } from "../../src/features/classes/components/admin/admin-classes-tab";
import { type ApiCall, classPage, deferred, json, makeClass, renderRoutes, stubApi, stubViewport } from "./support";

const admin = adminMessages;
const copy = classesMessages;

function renderTab() {
  return renderRoutes([{ path: "/admin", element: <AdminClassesTab /> }], "/admin");
}

function classesApi(
  all: PublicClass[],
  handle: (call: ApiCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  return stubApi((call) => {
    const custom = handle(call);
    if (custom) return custom;
    if (call.method === "GET" && call.path === "/classes") {
      return classPage(all, Number(call.query.get("page")), Number(call.query.get("limit")));
    }
    return json({ success: false, code: "NOT_FOUND", message: "missing" }, 404);
  });
}

const rowOf = (title: string) => {
  const row = screen.getAllByTestId("admin-class-row").find((element) => element.textContent?.includes(title));
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("admin All Classes tab", () => {
  it("lists every status in a table on large screens, with actions only on pending rows and Progress only on approved", async () => {
    stubViewport(1280);
    const all = [
      makeClass({ title: "Waiting class", status: "pending" }),
      makeClass({ title: "Live class", status: "approved" }),
      makeClass({ title: "Refused class", status: "rejected" }),
    ];
    const calls = classesApi(all);
    renderTab();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: admin.classesTitle })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: "1", limit: "5" });

    const pending = rowOf("Waiting class");
    expect(pending.getByRole("button", { name: `${admin.approve}: Waiting class` })).toBeEnabled();
    expect(pending.getByRole("button", { name: `${admin.reject}: Waiting class` })).toBeEnabled();
    expect(pending.queryByRole("button", { name: new RegExp(admin.progress) })).not.toBeInTheDocument();

    const approved = rowOf("Live class");
    expect(approved.queryByRole("button", { name: new RegExp(admin.approve) })).not.toBeInTheDocument();
    expect(approved.getAllByText("Approved").length).toBeGreaterThanOrEqual(2);
    expect(approved.getByRole("button", { name: `${admin.progress}: Live class` })).toBeInTheDocument();

    const rejected = rowOf("Refused class");
    expect(rejected.queryByRole("button")).not.toBeInTheDocument();
    expect(rejected.getAllByText("Rejected").length).toBeGreaterThanOrEqual(2);
  });

  it("cuts long texts: title 50, description 100 on large screens", async () => {
    stubViewport(1280);
    const title = "T".repeat(60);
    const description = "D".repeat(130);
    classesApi([makeClass({ title, description, teacherEmail: "a-very-long-teacher-address@example.test" })]);
    renderTab();
    expect(await screen.findByText(`${"T".repeat(50)}...`)).toBeInTheDocument();
    expect(screen.getByText(`${"D".repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText("a-very-long-teacher-address@example.test")).toBeInTheDocument();
  });

  it("shows cards on small screens with description 80 and teacher email 20", async () => {
    stubViewport(375);
    classesApi([
      makeClass({
        title: "T".repeat(60),
        description: "D".repeat(130),
        teacherEmail: "a-very-long-teacher-address@example.test",
        status: "pending",
      }),
    ]);
    renderTab();
    expect(await screen.findByText(`${"T".repeat(50)}...`)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText(`${"D".repeat(80)}...`)).toBeInTheDocument();
    expect(screen.getByText("a-very-long-teacher-...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: new RegExp(`^${admin.approve}`) })).toBeInTheDocument();
  });

  it("disables only the busy row while a decision is sent, then toasts and reloads", async () => {
    stubViewport(1280);
    const all = [
      makeClass({ title: "First pending", status: "pending" }),
      makeClass({ title: "Second pending", status: "pending" }),
    ];
    const answer = deferred<Response>();
    const calls = classesApi(all, (call) => (call.method === "PATCH" ? answer.promise : undefined));
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.approve}: First pending` }));

    const busy = rowOf("First pending");
    expect(busy.getByRole("button", { name: `${admin.approve}: First pending` })).toBeDisabled();
    expect(busy.getByRole("button", { name: `${admin.reject}: First pending` })).toBeDisabled();
    expect(busy.getByTestId("review-spinner")).toBeInTheDocument();
    const idle = rowOf("Second pending");
    expect(idle.getByRole("button", { name: `${admin.approve}: Second pending` })).toBeEnabled();

    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.path).toBe(`/classes/${all[0]!._id}`);
    expect(patch?.body).toEqual({ status: "approved" });

    all[0]!.status = "approved";
    answer.resolve(json({ success: true, message: admin.classApproved("First pending"), class: all[0] }));
    expect(await screen.findByText(admin.classApproved("First pending"))).toBeInTheDocument();
    await waitFor(() =>
      expect(rowOf("First pending").queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("rejects with its toast, and reports failures with the spec's texts", async () => {
    stubViewport(1280);
    const all = [
      makeClass({ title: "Turn down", status: "pending" }),
      makeClass({ title: "Cannot approve", status: "pending" }),
    ];
    classesApi(all, (call) => {
      if (call.method !== "PATCH") return undefined;
      if (call.path === `/classes/${all[0]!._id}`) {
        all[0]!.status = "rejected";
        return json({ success: true, message: "ok", class: all[0] });
      }
      return json({ success: false, code: "CONFLICT", message: copy.alreadyReviewed }, 409);
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.reject}: Turn down` }));
    expect(await screen.findByText(admin.classRejected("Turn down"))).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: `${admin.approve}: Cannot approve` }));
    expect(await screen.findByText(admin.approveClassFailed)).toBeInTheDocument();
  });

  it("opens Progress with the three counts, and says so when they cannot be loaded", async () => {
    stubViewport(1280);
    const all = [
      makeClass({ title: "Counted", status: "approved" }),
      makeClass({ title: "Broken", status: "approved" }),
    ];
    classesApi(all, (call) => {
      if (call.path === `/classes/${all[0]!._id}/progress`) {
        return json({
          success: true,
          progress: {
            classId: all[0]!._id,
            totalEnrollments: 12,
            totalAssignments: 4,
            totalSubmissions: 31,
            totalLessons: 6,
            averageProgressPercentage: 58,
            completedStudents: 3,
          },
        });
      }
      if (call.path === `/classes/${all[1]!._id}/progress`)
        return json({ success: false, code: "INTERNAL", message: "x" }, 500);
      return undefined;
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.progress}: Counted` }));
    const dialog = within(await screen.findByRole("dialog", { name: copy.progressTitle }));
    const stats = within(await dialog.findByTestId("class-progress"));
    expect(stats.getByText(copy.totalEnrollment).nextSibling).toHaveTextContent("12");
    expect(stats.getByText(copy.totalAssignments).nextSibling).toHaveTextContent("4");
    expect(stats.getByText(copy.assignmentSubmissions).nextSibling).toHaveTextContent("31");
    expect(stats.getByText(copy.totalLessons).nextSibling).toHaveTextContent("6");
    expect(stats.getByText(copy.averageProgress).nextSibling).toHaveTextContent("58%");
    expect(stats.getByText(copy.completedStudents).nextSibling).toHaveTextContent("3");
    await userEvent.click(dialog.getByRole("button", { name: admin.close }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: `${admin.progress}: Broken` }));
    const failed = within(await screen.findByRole("dialog"));
    expect(await failed.findByRole("alert")).toHaveTextContent(admin.loadProgressFailed);
    await waitFor(() => expect(screen.getAllByText(admin.loadProgressFailed)).toHaveLength(2));
  });

  it("shows 'Loading...' until the counts arrive, and closes on Escape", async () => {
    stubViewport(1280);
    const all = [makeClass({ title: "Slow counts", status: "approved" })];
    const answer = deferred<Response>();
    classesApi(all, (call) => (call.path.endsWith("/progress") ? answer.promise : undefined));
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${admin.progress}: Slow counts` }));
    const dialog = within(await screen.findByRole("dialog", { name: copy.progressTitle }));
    expect(dialog.getByRole("status")).toHaveTextContent(progressMessages.loading);
    answer.resolve(
      json({
        success: true,
        progress: {
          classId: all[0]!._id,
          totalEnrollments: 1,
          totalAssignments: 0,
          totalSubmissions: 0,
          totalLessons: 0,
          averageProgressPercentage: 0,
          completedStudents: 0,
        },
      }),
    );
    expect(await dialog.findByTestId("class-progress")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says when there are no classes, and when they cannot be loaded", async () => {
    stubViewport(1280);
    classesApi([]);
    renderTab();
    expect(await screen.findByText(admin.noClasses)).toBeInTheDocument();
  });

  it("shows 'Failed to load classes' when the list fails", async () => {
    stubViewport(1280);
    stubApi(() => json({ success: false, code: "INTERNAL", message: "down" }, 500));
    renderTab();
    expect(await screen.findAllByText(copy.loadFailed)).not.toHaveLength(0);
  });
});
