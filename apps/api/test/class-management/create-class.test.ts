import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { imageForm, makeImage, postClass, storedClass, uniqueTag, uploadImage, validClassBody } from "./support.js";

describe("POST /api/classes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("adds a pending class taught by the caller, from an uploaded image", async () => {
    const teacher = await createUser(ctx, { role: "teacher", name: "Tess Teacher" });
    const upload = await uploadImage(ctx, teacher.headers, imageForm(await makeImage("png")));
    const image = upload.json<{ data: { url: string } }>().data.url;
    const body = { ...validClassBody(), image, price: 12.5 };

    const res = await postClass(ctx, teacher.headers, body);
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ success: true; message: string; classId: string }>();
    expect(answer).toEqual({ success: true, message: messages.classes.added, classId: expect.any(String) });

    const row = await storedClass(ctx, answer.classId);
    expect(row).toMatchObject({
      title: body.title,
      description: body.description,
      image,
      priceCents: 1250,
      status: "pending",
      teacherId: teacher.id,
      teacherName: "Tess Teacher",
      teacherEmail: teacher.email,
      enrolledCount: 0,
      deletedAt: null,
    });
  });

  it("takes the teacher and the status from the session and the database, never from the body", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const other = await createUser(ctx, { role: "teacher" });
    const res = await postClass(ctx, teacher.headers, {
      ...validClassBody(),
      teacherUid: other.id,
      teacherName: "Someone Else",
      teacherEmail: other.email,
      status: "approved",
      enrolledCount: 500,
    });
    expect(res.statusCode).toBe(201);
    const row = await storedClass(ctx, res.json<{ classId: string }>().classId);
    expect(row).toMatchObject({
      teacherId: teacher.id,
      teacherName: teacher.name,
      teacherEmail: teacher.email,
      status: "pending",
      enrolledCount: 0,
    });
  });

  it("trims text and accepts a free class and an https image", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const tag = uniqueTag();
    const res = await postClass(ctx, teacher.headers, {
      title: `  Free intro ${tag}  `,
      price: 0,
      description: "  A taster.  ",
      image: "https://i.ibb.co/abc123/class.webp",
    });
    expect(res.statusCode).toBe(201);
    const row = await storedClass(ctx, res.json<{ classId: string }>().classId);
    expect(row).toMatchObject({ title: `Free intro ${tag}`, description: "A taster.", priceCents: 0 });
  });

  it("answers 400 with the spec's field messages for missing or blank fields", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const res = await postClass(ctx, teacher.headers, { title: "   ", description: "", image: "" });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json<{ fieldErrors: Record<string, string[]> }>();
    expect(fieldErrors.title).toEqual([messages.validation.classTitleRequired]);
    expect(fieldErrors.price).toEqual([messages.validation.priceRequired]);
    expect(fieldErrors.description).toEqual([messages.validation.descriptionRequired]);
    expect(fieldErrors.image).toEqual([messages.validation.classImageRequired]);
  });

  it("refuses negative, over-precise, non-numeric and absurd prices", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    for (const price of [-1, 10.005, "12.50", 1e9, null]) {
      const res = await postClass(ctx, teacher.headers, { ...validClassBody(), price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual(["price"]);
    }
  });

  it("refuses images that are neither this server's uploads nor https", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    for (const image of [
      "http://example.com/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/uploads/../config.json",
      "/etc/passwd",
      "uploads/classes/a.webp",
      "//evil.example/a.png",
      `https://example.com/${"a".repeat(2100)}`,
    ]) {
      const res = await postClass(ctx, teacher.headers, { ...validClassBody(), image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.image).toBeDefined();
    }
  });

  it("is for teachers only: visitors 401, students and admins 403, nothing stored", async () => {
    const student = await createUser(ctx);
    const admin = await createUser(ctx, { role: "admin" });
    const body = validClassBody();
    expect((await postClass(ctx, undefined, body)).statusCode).toBe(401);
    expect((await postClass(ctx, student.headers, body)).statusCode).toBe(403);
    expect((await postClass(ctx, admin.headers, body)).statusCode).toBe(403);
    // Role before schema: a student sending garbage still learns nothing about the body's shape.
    expect((await postClass(ctx, student.headers, { nonsense: true })).statusCode).toBe(403);
    const listed = await ctx.app.inject({ method: "GET", url: "/api/classes?limit=100", headers: admin.headers });
    expect(listed.json<{ classes: { title: string }[] }>().classes.map((c) => c.title)).not.toContain(body.title);
  });
});
