import { messages, NOTIFICATION_KINDS } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyUsers } from "../../src/modules/notifications/notify.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { notificationCalls } from "./support.js";

describe("notifications API: list, unread count, mark read, mark all read, settings", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof notificationCalls>;
  let me: TestUser;
  let someoneElse: TestUser;

  const tell = (user: TestUser, title: string) =>
    notifyUsers(ctx.db, [user.id], { kind: "new-assignment", title, body: "Body", link: "/student-dashboard" });

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = notificationCalls(ctx);
    me = await createUser(ctx);
    someoneElse = await createUser(ctx);
    for (const n of [1, 2, 3]) {
      await tell(me, `Mine ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await tell(someoneElse, "Not mine");
  });
  afterAll(async () => ctx.close());

  it("lists only the caller's notifications, newest first, paged, with the unread count", async () => {
    const res = await calls.list(me, "?limit=2");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(["Mine 3", "Mine 2"]);
    expect(body).toMatchObject({ totalNotifications: 3, totalPages: 2, unreadCount: 3 });
    expect(res.body).not.toContain("Not mine");
    const second = (await calls.list(me, "?limit=2&page=2")).json();
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(["Mine 1"]);
    expect((await calls.unread(me)).json()).toEqual({ success: true, unreadCount: 3 });
  });

  it("refuses a page past the newest 10,000 notifications with 400 and says why", async () => {
    const res = await calls.list(me, "?limit=10&page=1001");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.api.notificationsTooDeep(10_000));
    expect((await calls.list(me, "?limit=10&page=1000")).json().notifications).toEqual([]);
  });

  it("marks one read (again is harmless); another user's answers 404 and stays unread", async () => {
    const [newest] = (await calls.list(me)).json().notifications;
    const res = await calls.markRead(me, newest._id);
    expect(res.json()).toEqual({ success: true, unreadCount: 2 });
    expect((await calls.markRead(me, newest._id)).json().unreadCount).toBe(2);
    const [theirs] = (await calls.list(someoneElse)).json().notifications;
    const foreign = await calls.markRead(me, theirs._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.notifications.notFound);
    expect((await calls.unread(someoneElse)).json().unreadCount).toBe(1);
  });

  it("marks all of the caller's read, nobody else's", async () => {
    expect((await calls.markAllRead(me)).json()).toEqual({ success: true, unreadCount: 0 });
    const listed = (await calls.list(me)).json();
    expect(listed.unreadCount).toBe(0);
    for (const item of listed.notifications) expect(item.readAt).toEqual(expect.any(String));
    expect((await calls.unread(someoneElse)).json().unreadCount).toBe(1);
  });

  it("keeps one switch per kind, on by default; off stops new notifications of that kind", async () => {
    const user = await createUser(ctx);
    const initial = (await calls.settings(user)).json().settings;
    expect(initial).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true })));
    const off = await calls.updateSetting(user, { kind: "new-assignment", enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().settings.find((s: { kind: string }) => s.kind === "new-assignment").enabled).toBe(false);
    // Twice is harmless.
    expect((await calls.updateSetting(user, { kind: "new-assignment", enabled: false })).statusCode).toBe(200);
    await tell(user, "Should not arrive");
    expect((await calls.unread(user)).json().unreadCount).toBe(0);
    await calls.updateSetting(user, { kind: "new-assignment", enabled: true });
    await tell(user, "Arrives");
    expect((await calls.unread(user)).json().unreadCount).toBe(1);
    expect((await calls.updateSetting(user, { kind: "spam", enabled: false })).statusCode).toBe(400);
    expect((await calls.updateSetting(user, { kind: "new-assignment" })).statusCode).toBe(400);
  });

  it("refuses visitors with 401", async () => {
    expect((await calls.list(null)).statusCode).toBe(401);
    expect((await calls.unread(null)).statusCode).toBe(401);
    expect((await calls.markAllRead(null)).statusCode).toBe(401);
    expect((await calls.settings(null)).statusCode).toBe(401);
  });
});
