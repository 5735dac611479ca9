import { notifications, users } from "@classwise/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyUsers } from "../../src/modules/notifications/notify.js";
import { countNotifications } from "../../src/modules/notifications/repository.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";

/** Each user's notification total and unread count, kept by triggers (migration 0009) against the rows. */
describe("notification counts", () => {
  let ctx: TestContext;
  let people: TestUser[];

  const tell = (who: TestUser[], title: string) =>
    notifyUsers(
      ctx.db,
      who.map((user) => user.id),
      { kind: "new-assignment", title, body: "Body", link: "/student-dashboard" },
    );

  async function fromRows(userId: string) {
    const result = (await ctx.db.execute(sql`
      select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
      from notifications where user_id = ${userId}`)) as unknown as { rows: { total: number; unread: number }[] };
    return result.rows[0];
  }

  async function expectCountsMatchRows() {
    for (const user of people) {
      expect(await countNotifications(ctx.db, user.id), user.email).toEqual(await fromRows(user.id));
    }
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    people = [];
    for (let i = 0; i < 4; i++) people.push(await createUser(ctx));
  });
  afterAll(async () => ctx.close());

  it("starts at zero for a user with no notifications", async () => {
    expect(await countNotifications(ctx.db, people[0]!.id)).toEqual({ total: 0, unread: 0 });
  });

  it("follows inserts, one read, all read and deletes, for one user and for many in one statement", async () => {
    const [a, b, c] = people as [TestUser, TestUser, TestUser, TestUser];
    await tell([a, b, c], "To three");
    await tell([a], "To one");
    await tell([a, b], "To two");
    await expectCountsMatchRows();
    expect(await countNotifications(ctx.db, a.id)).toEqual({ total: 3, unread: 3 });

    const [first] = await ctx.db.select().from(notifications).where(eq(notifications.userId, a.id)).limit(1);
    await ctx.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, first!.id));
    // Reading it again changes nothing.
    await ctx.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, first!.id));
    await expectCountsMatchRows();
    expect(await countNotifications(ctx.db, a.id)).toEqual({ total: 3, unread: 2 });

    await ctx.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, b.id));
    await ctx.db.delete(notifications).where(eq(notifications.id, first!.id));
    await expectCountsMatchRows();
    expect(await countNotifications(ctx.db, b.id)).toEqual({ total: 2, unread: 0 });

    // An update that touches every row of several users at once, and one that leaves the counts as they are.
    await ctx.db.update(notifications).set({ readAt: null });
    await ctx.db.update(notifications).set({ title: sql`${notifications.title} || '!'` });
    await expectCountsMatchRows();
  });

  it("goes with its user", async () => {
    const d = people[3]!;
    await tell([d], "Bye");
    await ctx.db.delete(users).where(eq(users.id, d.id));
    people = people.slice(0, 3);
    expect(await countNotifications(ctx.db, d.id)).toEqual({ total: 0, unread: 0 });
    await expectCountsMatchRows();
  });

  it("keeps the counts right when many statements notify overlapping users at once", async () => {
    const rounds = Array.from({ length: 12 }, (_, i) => tell(i % 2 ? people : [...people].reverse(), `Round ${i}`));
    await Promise.all(rounds);
    await expectCountsMatchRows();
    expect((await countNotifications(ctx.db, people[0]!.id)).total).toBe((await fromRows(people[0]!.id))?.total);
  });

  it("is rebuilt from the rows by rebuild_counters()", async () => {
    await ctx.db.execute(sql`update notification_counts set total = 999, unread = 999`);
    await ctx.db.execute(sql`select rebuild_counters()`);
    await expectCountsMatchRows();
  });
});
