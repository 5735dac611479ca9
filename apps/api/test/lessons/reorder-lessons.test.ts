import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, lessonCalls, positionsOf } from "./support.js";

describe("reordering lessons", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof lessonCalls>;
  let owner: TestUser;
  let otherTeacher: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = lessonCalls(ctx);
    owner = await createUser(ctx, { role: "teacher" });
    otherTeacher = await createUser(ctx, { role: "teacher" });
  });
  afterAll(async () => ctx.close());

  async function classWithLessons(count: number) {
    const { id } = await createClass(ctx, owner);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await addLesson(ctx.db, id, { title: `Lesson ${i + 1}` })).id);
    return { id, ids };
  }

  it("puts every lesson in its new place in one request", async () => {
    const { id, ids } = await classWithLessons(4);
    const order = [ids[2], ids[0], ids[3], ids[1]] as string[];
    const res = await calls.reorder(id, owner, order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lessons.map((l: { _id: string; position: number }) => [l._id, l.position])).toEqual(
      order.map((lessonId, index) => [lessonId, index + 1]),
    );
    expect((await positionsOf(ctx.db, id)).map((l) => l.id)).toEqual(order);
  });

  it("refuses an order that leaves out, repeats or invents a lesson, changing nothing", async () => {
    const { id, ids } = await classWithLessons(3);
    const stale = await calls.reorder(id, owner, [ids[1], ids[0]] as string[]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.lessons.orderMismatch);
    const invented = await calls.reorder(id, owner, [ids[1], ids[0], "someone-elses"] as string[]);
    expect(invented.statusCode).toBe(409);
    const repeated = await calls.reorder(id, owner, [ids[1], ids[1], ids[0]] as string[]);
    expect(repeated.statusCode).toBe(400);
    expect((await calls.reorder(id, owner, [])).statusCode).toBe(400);
    expect((await positionsOf(ctx.db, id)).map((l) => l.id)).toEqual(ids);
  });

  it("answers another teacher's class as missing", async () => {
    const { id, ids } = await classWithLessons(2);
    const res = await calls.reorder(id, otherTeacher, [ids[1], ids[0]] as string[]);
    expect(res.statusCode).toBe(404);
    expect((await positionsOf(ctx.db, id)).map((l) => l.id)).toEqual(ids);
  });

  it("applies concurrent reorders one after another: the result is exactly one of the requested orders", async () => {
    const { id, ids } = await classWithLessons(6);
    const rotate = (by: number) => [...ids.slice(by), ...ids.slice(0, by)];
    const orders = [0, 1, 2, 3, 4, 5].map(rotate).concat([[...ids].reverse()]);
    const results = await Promise.all(orders.map((order) => calls.reorder(id, owner, order)));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const final = await positionsOf(ctx.db, id);
    expect(final.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(orders.map((order) => order.join())).toContain(final.map((l) => l.id).join());
  });

  it("leaves 1..n without duplicates or gaps when reorders race adds and deletes", async () => {
    const { id, ids } = await classWithLessons(6);
    const results = await Promise.all([
      calls.reorder(id, owner, [...ids].reverse()),
      calls.create(owner, { classId: id, title: "Added meanwhile", body: "", estimatedMinutes: 3 }),
      calls.reorder(id, owner, [...ids.slice(3), ...ids.slice(0, 3)]),
      calls.remove(ids[5] ?? "", owner),
      calls.reorder(id, owner, ids),
    ]);
    // A reorder that lost the race against an add or delete names a stale set of lessons: 409, nothing changed.
    for (const res of results) expect([200, 201, 409], res.body).toContain(res.statusCode);
    expect(results[1]?.statusCode).toBe(201);
    expect(results[3]?.statusCode).toBe(200);
    const final = await positionsOf(ctx.db, id);
    expect(final.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(final.map((l) => l.id)).size).toBe(6);
    expect(final.map((l) => l.title)).toContain("Added meanwhile");
    expect(final.map((l) => l.id)).not.toContain(ids[5]);
  });
});
