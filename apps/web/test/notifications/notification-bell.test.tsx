import { NOTIFICATION_KINDS, type Notification, notificationsMessages } from "@classwise/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileRoute } from "../../src/app/routes/profile-route";
import { UNREAD_POLL_MS } from "../../src/features/notifications/api/get-unread-count";
import { NotificationBell } from "../../src/features/notifications/components/notification-bell";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { authUserFor, json, makeAuth, makeUser, renderRoutes, stubApi } from "../dashboards/support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = notificationsMessages;
const record = makeUser({ name: "Nia Notified" });

function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n-${n}`,
    kind: "submission-graded",
    title: `Your work on "Task ${n}" was graded`,
    body: "Score: 90 / 100.",
    link: `/student-dashboard/my-enroll-class/class-${n}`,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The notifications API over an in-memory list. */
function notificationsApi(items: Notification[]) {
  const unread = () => items.filter((item) => item.readAt === null).length;
  return stubApi((call) => {
    if (call.path === "/notifications/unread-count") return json({ success: true, unreadCount: unread() });
    if (call.path === "/notifications") {
      const page = Number(call.query.get("page") ?? 1);
      const limit = Number(call.query.get("limit") ?? 10);
      return json({
        success: true,
        notifications: items.slice((page - 1) * limit, page * limit),
        totalNotifications: items.length,
        totalPages: Math.ceil(items.length / limit),
        unreadCount: unread(),
      });
    }
    if (call.method === "POST" && call.path === "/notifications/read-all") {
      for (const item of items) item.readAt ??= new Date().toISOString();
      return json({ success: true, unreadCount: 0 });
    }
    const one = /^\/notifications\/([^/]+)\/read$/.exec(call.path);
    if (call.method === "POST" && one) {
      const item = items.find((candidate) => candidate._id === one[1]);
      if (item) item.readAt ??= new Date().toISOString();
      return json({ success: true, unreadCount: unread() });
    }
    if (call.path === `/users/${record.uid}`) return json({ success: true, user: record });
    return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
  });
}

function renderBell() {
  auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
  renderRoutes(
    [
      { path: "/start", element: <NotificationBell /> },
      { path: "/student-dashboard/my-enroll-class/:id", element: <p>class page</p> },
    ],
    ["/start"],
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("notification bell", () => {
  it("shows the unread count, names it for screen readers, and lists notifications with links", async () => {
    notificationsApi([
      makeNotification(1),
      makeNotification(2),
      makeNotification(3, { readAt: "2025-01-01T00:00:00Z" }),
    ]);
    renderBell();
    const bell = await screen.findByRole("button", { name: copy.bellLabel(2) });
    expect(screen.getByTestId("unread-badge")).toHaveTextContent("2");
    const user = userEvent.setup();
    bell.focus();
    await user.keyboard("{Enter}");
    expect(bell).toHaveAttribute("aria-expanded", "true");
    const items = await screen.findAllByTestId("notification-item");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole("link", { name: /Task 1/ })).toHaveAttribute(
      "href",
      "/student-dashboard/my-enroll-class/class-1",
    );
    expect(within(items[2]!).queryByRole("button", { name: new RegExp(copy.markRead) })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();
  });

  it("shows ten at first and older ones on request, keeping focus on the button, then on the first older one when the button goes", async () => {
    const calls = notificationsApi(Array.from({ length: 23 }, (_, index) => makeNotification(index + 1)));
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: copy.bellLabel(23) }));
    expect(await screen.findAllByTestId("notification-item")).toHaveLength(10);
    expect(screen.getByText(copy.shownOf(10, 23))).toBeInTheDocument();
    const older = screen.getByRole("button", { name: copy.showOlder });
    await user.click(older);
    expect(await screen.findByText(copy.shownOf(20, 23))).toBeInTheDocument();
    expect(screen.getAllByTestId("notification-item")).toHaveLength(20);
    expect(screen.getByRole("button", { name: copy.showOlder })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: copy.showOlder }));
    await vi.waitFor(() => expect(screen.getAllByTestId("notification-item")).toHaveLength(23));
    expect(screen.queryByRole("button", { name: copy.showOlder })).not.toBeInTheDocument();
    // The button is gone: focus is on the first of the notifications it brought, not lost to the page.
    await vi.waitFor(() => expect(screen.getAllByTestId("notification-item")[20]?.querySelector("a")).toHaveFocus());
    const pages = calls.filter((call) => call.path === "/notifications").map((call) => call.query.get("page"));
    expect(pages).toEqual(["1", "2", "3"]);
  });

  it("marks one read, then all read, and the count follows", async () => {
    const user = userEvent.setup();
    const calls = notificationsApi([makeNotification(1), makeNotification(2)]);
    renderBell();
    await user.click(await screen.findByRole("button", { name: copy.bellLabel(2) }));
    await user.click(await screen.findByRole("button", { name: `${copy.markRead}: ${makeNotification(1).title}` }));
    expect(await screen.findByRole("button", { name: copy.bellLabel(1) })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.markAllRead }));
    expect(await screen.findByRole("button", { name: copy.bellLabel(0) })).toBeInTheDocument();
    expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/notifications/n-1/read",
      "/notifications/read-all",
    ]);
  });

  it("opening a notification marks it read and follows its link", async () => {
    const user = userEvent.setup();
    const calls = notificationsApi([makeNotification(4)]);
    renderBell();
    await user.click(await screen.findByRole("button", { name: copy.bellLabel(1) }));
    await user.click(await screen.findByRole("link", { name: /Task 4/ }));
    expect(await screen.findByText("class page")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/notifications/n-4/read")).toBe(true);
  });

  it("updates the count without a reload and announces the change politely", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const items = [makeNotification(1)];
    notificationsApi(items);
    renderBell();
    const bell = await screen.findByRole("button", { name: copy.bellLabel(1) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(bell);
    expect(await screen.findAllByTestId("notification-item")).toHaveLength(1);
    items.unshift(makeNotification(5));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS + 100);
    });
    expect(await screen.findByRole("button", { name: copy.bellLabel(2) })).toBeInTheDocument();
    const live = screen.getByText(copy.unreadAnnouncement(2));
    expect(live).toHaveAttribute("aria-live", "polite");
    // The open list shows the new one too.
    expect(await screen.findAllByTestId("notification-item")).toHaveLength(2);
  });
});

describe("Notification settings on the profile", () => {
  it("shows one switch per kind and saves a flip", async () => {
    const user = userEvent.setup();
    let settings = NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: kind !== "submissions-digest" }));
    const calls = stubApi((call) => {
      if (call.path === "/notification-settings" && call.method === "GET") return json({ success: true, settings });
      if (call.path === "/notification-settings" && call.method === "PUT") {
        const body = call.body as { kind: string; enabled: boolean };
        settings = settings.map((item) => (item.kind === body.kind ? { ...item, enabled: body.enabled } : item));
        return json({ success: true, settings });
      }
      return json({ success: true, user: record });
    });
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    renderRoutes([{ path: "/profile", element: <ProfileRoute /> }], ["/profile"]);
    const graded = await screen.findByRole("switch", { name: copy.kinds["submission-graded"] });
    await vi.waitFor(() => expect(graded).toBeEnabled());
    expect(graded).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: copy.kinds["submissions-digest"] })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    expect(screen.getAllByRole("switch")).toHaveLength(NOTIFICATION_KINDS.length);
    await user.click(graded);
    await vi.waitFor(() => expect(graded).toHaveAttribute("aria-checked", "false"));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ kind: "submission-graded", enabled: false });
  });
});
