import { type AuditEntry, operationsMessages, type User } from "@classwise/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuditLogTab } from "../../src/features/audit/components/audit-log-tab";
import { UsersTab } from "../../src/features/users/components/users-tab";
import { type ApiCall, createTestQueryClient, json, makeUser, Providers, stubApi } from "./support";

const copy = operationsMessages;

afterEach(() => {
  vi.unstubAllGlobals();
});

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: String(id),
    createdAt: "2026-11-20T10:00:00.000000Z",
    actorId: "admin-1",
    actorName: "Ada Admin",
    actorEmail: "ada@example.test",
    action: "user.suspended",
    objectType: "user",
    objectId: `user-${id}`,
    before: { suspended: false },
    after: { suspended: true, reason: "Spam" },
    address: "203.0.113.7",
    ...overrides,
  };
}

describe("suspensions in the Users tab", () => {
  function usersApi(users: User[]) {
    return stubApi((call: ApiCall) => {
      if (call.method === "GET" && call.path === "/users") {
        return json({ success: true, users, totalUsers: users.length, totalPages: 1 });
      }
      const target = users.find((user) => call.path === `/users/${user.uid}/suspension`);
      if (target && call.method === "POST") {
        target.suspended = true;
        target.suspensionReason = (call.body as { reason: string }).reason;
        return json({ success: true, user: target });
      }
      if (target && call.method === "DELETE") {
        target.suspended = false;
        return json({ success: true, user: target });
      }
      return json({ success: false, code: "NOT_FOUND", message: "missing" }, 404);
    });
  }

  it("asks for a reason, suspends, marks the user Suspended, then lifts it", async () => {
    const users = [makeUser({ name: "Sam Student" })];
    const calls = usersApi(users);
    render(
      <Providers client={createTestQueryClient()}>
        <UsersTab />
      </Providers>,
    );
    const row = await screen.findByTestId("user-row");
    await userEvent.click(within(row).getByRole("button", { name: `${copy.suspend}: Sam Student` }));
    const dialog = await screen.findByRole("dialog", { name: copy.suspendTitle("Sam Student") });
    await userEvent.click(within(dialog).getByRole("button", { name: copy.confirmSuspend }));
    expect(await within(dialog).findByText(copy.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(copy.reasonLabel), "Spam in every message");
    await userEvent.click(within(dialog).getByRole("button", { name: copy.confirmSuspend }));
    expect(await screen.findByText(copy.suspended)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ reason: "Spam in every message" });

    await userEvent.click(screen.getByRole("button", { name: `${copy.lift}: Sam Student` }));
    const lift = await screen.findByRole("dialog", { name: copy.liftTitle("Sam Student") });
    await userEvent.click(within(lift).getByRole("button", { name: copy.confirmLift }));
    await waitFor(() => expect(screen.queryByText(copy.suspended)).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });
});

describe("the Audit Log tab", () => {
  it("shows entries newest first, pages by cursor and sends the filters", async () => {
    const calls = stubApi((call: ApiCall) => {
      if (call.path !== "/admin/audit-log") return json({ success: false, code: "NOT_FOUND", message: "x" }, 404);
      const cursor = call.query.get("cursor");
      return cursor === "c2"
        ? json({ success: true, entries: [entry(1)], nextCursor: null })
        : json({ success: true, entries: [entry(3), entry(2, { action: "user.role-changed" })], nextCursor: "c2" });
    });
    render(
      <Providers client={createTestQueryClient()}>
        <AuditLogTab />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: copy.auditTitle })).toBeInTheDocument();
    expect(await screen.findAllByTestId("audit-entry")).toHaveLength(2);
    expect(screen.getAllByText(/ada@example\.test/).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole("button", { name: copy.older }));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(1));
    expect(screen.getByRole("button", { name: copy.older })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: copy.newer }));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText(copy.actionLabel), "user.suspended");
    await userEvent.type(screen.getByLabelText(copy.actorLabel), "ada@example.test");
    await userEvent.click(screen.getByRole("button", { name: copy.applyFilters }));
    await waitFor(() => expect(calls.at(-1)?.query.get("action")).toBe("user.suspended"));
    expect(calls.at(-1)?.query.get("actor")).toBe("ada@example.test");
    expect(calls.at(-1)?.query.get("cursor")).toBeNull();
  });

  it("says so when nothing matches", async () => {
    stubApi(() => json({ success: true, entries: [], nextCursor: null }));
    render(
      <Providers client={createTestQueryClient()}>
        <AuditLogTab />
      </Providers>,
    );
    expect(await screen.findByText(copy.auditEmpty)).toBeInTheDocument();
  });
});
