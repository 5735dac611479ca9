import { type ClassListResponse, messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { type ClassBody, enrol, storedClass, uniqueTag } from "./support.js";

describe("PATCH /api/classes/{id}/content and DELETE /api/classes/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const patchContent = (id: string, headers: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: "PATCH", url: `/api/classes/${id}/content`, headers, payload });
  const remove = (id: string, headers: Record<string, string> | undefined) =>
    ctx.app.inject({ method: "DELETE", url: `/api/classes/${id}`, headers });
  const content = () => ({
    title: `Renamed ${uniqueTag()}`,
    price: 19.5,
    description: "New description",
    image: "https://i.ibb.co/xyz/new.webp",
  });

  describe("update", () => {
    it("lets the owner change title, price, description and image, bumping updatedAt and keeping the status", async () => {
      const teacher = await createUser(ctx, { role: "teacher" });
      const row = await createClass(ctx, teacher, { status: "approved", createdAt: new Date(Date.UTC(2025, 0, 1)) });
      const next = content();
      const res = await patchContent(row.id, teacher.headers, { ...next, status: "pending", teacherUid: "x" });
      expect(res.statusCode).toBe(200);
      const body = res.json<ClassBody>();
      expect(body.message).toBe(messages.classes.updated);
      expect(body.class).toMatchObject({ _id: row.id, ...next, status: "approved", teacherUid: teacher.id });
      const stored = await storedClass(ctx, row.id);
      expect(stored).toMatchObject({ title: next.title, priceCents: 1950, image: next.image, status: "approved" });
      expect(stored!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
      expect(stored!.createdAt.getTime()).toBe(row.createdAt.getTime());
    });

    it("answers 404 to another teacher (as for a missing class), 403 to an admin, and changes nothing", async () => {
      const owner = await createUser(ctx, { role: "teacher" });
      const other = await createUser(ctx, { role: "teacher" });
      const admin = await createUser(ctx, { role: "admin" });
      const row = await createClass(ctx, owner, { status: "pending" });
      const foreign = await patchContent(row.id, other.headers, content());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual((await patchContent("no-such-class", other.headers, content())).json());
      expect((await patchContent(row.id, admin.headers, content())).statusCode).toBe(403);
      const stored = await storedClass(ctx, row.id);
      expect(stored).toMatchObject({ title: row.title, priceCents: row.priceCents, updatedAt: row.updatedAt });
    });

    it("refuses visitors (401) and students (403)", async () => {
      const owner = await createUser(ctx, { role: "teacher" });
      const student = await createUser(ctx);
      const row = await createClass(ctx, owner);
      expect((await patchContent(row.id, undefined, content())).statusCode).toBe(401);
      expect((await patchContent(row.id, student.headers, content())).statusCode).toBe(403);
    });

    it("answers 404 for a missing or deleted class", async () => {
      const owner = await createUser(ctx, { role: "teacher" });
      const row = await createClass(ctx, owner);
      expect((await remove(row.id, owner.headers)).statusCode).toBe(200);
      expect((await patchContent(row.id, owner.headers, content())).statusCode).toBe(404);
      expect((await patchContent("no-such-class", owner.headers, content())).statusCode).toBe(404);
    });

    it("validates with the update form's messages", async () => {
      const owner = await createUser(ctx, { role: "teacher" });
      const row = await createClass(ctx, owner);
      const res = await patchContent(row.id, owner.headers, { title: "", price: -3, description: " ", image: "" });
      expect(res.statusCode).toBe(400);
      const { fieldErrors } = res.json<{ fieldErrors: Record<string, string[]> }>();
      expect(fieldErrors.title).toEqual([messages.validation.titleRequired]);
      expect(fieldErrors.price).toEqual([messages.validation.priceInvalid]);
      expect(fieldErrors.description).toEqual([messages.validation.descriptionRequired]);
      expect(fieldErrors.image).toEqual([messages.validation.classImageRequired]);
      expect(await storedClass(ctx, row.id)).toMatchObject({ title: row.title });
    });
  });

  describe("delete", () => {
    it("soft-deletes the owner's class: gone from the catalogue, the details and the teacher's list", async () => {
      const teacher = await createUser(ctx, { role: "teacher" });
      const admin = await createUser(ctx, { role: "admin" });
      const title = `Doomed ${uniqueTag()}`;
      const row = await createClass(ctx, teacher, { status: "approved", title });
      const search = () => ctx.app.inject({ method: "GET", url: `/api/classes?search=${encodeURIComponent(title)}` });
      expect((await search()).json<ClassListResponse>().totalClasses).toBe(1);

      const res = await remove(row.id, teacher.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages.classes.deleted });
      const stored = await storedClass(ctx, row.id);
      expect(stored?.deletedAt).toBeInstanceOf(Date);

      expect((await search()).json<ClassListResponse>().totalClasses).toBe(0);
      const adminList = await ctx.app.inject({
        method: "GET",
        url: `/api/classes?search=${encodeURIComponent(title)}`,
        headers: admin.headers,
      });
      expect(adminList.json<ClassListResponse>().totalClasses).toBe(0);
      expect((await ctx.app.inject({ method: "GET", url: `/api/classes/${row.id}` })).statusCode).toBe(404);
      expect((await remove(row.id, teacher.headers)).statusCode).toBe(404);
    });

    it("keeps a deleted class readable for its enrolled students, and only for them", async () => {
      const teacher = await createUser(ctx, { role: "teacher" });
      const enrolled = await createUser(ctx);
      const outsider = await createUser(ctx);
      const row = await createClass(ctx, teacher, { status: "approved", enrolledCount: 1 });
      await enrol(ctx, row.id, enrolled);
      expect((await remove(row.id, teacher.headers)).statusCode).toBe(200);

      const forEnrolled = await ctx.app.inject({
        method: "GET",
        url: `/api/classes/${row.id}`,
        headers: enrolled.headers,
      });
      expect(forEnrolled.statusCode).toBe(200);
      expect(forEnrolled.json<ClassBody>().class).toMatchObject({ _id: row.id, isEnrolled: true });
      for (const headers of [outsider.headers, teacher.headers, undefined]) {
        expect((await ctx.app.inject({ method: "GET", url: `/api/classes/${row.id}`, headers })).statusCode).toBe(404);
      }
    });

    it("answers 404 to another teacher, 403 to students and admins, 401 to visitors; the class stays", async () => {
      const owner = await createUser(ctx, { role: "teacher" });
      const other = await createUser(ctx, { role: "teacher" });
      const student = await createUser(ctx);
      const admin = await createUser(ctx, { role: "admin" });
      const row = await createClass(ctx, owner);
      expect((await remove(row.id, other.headers)).statusCode).toBe(404);
      expect((await remove(row.id, student.headers)).statusCode).toBe(403);
      expect((await remove(row.id, admin.headers)).statusCode).toBe(403);
      expect((await remove(row.id, undefined)).statusCode).toBe(401);
      expect((await storedClass(ctx, row.id))?.deletedAt).toBeNull();
    });
  });
});
