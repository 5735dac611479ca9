import fs from "node:fs";
import path from "node:path";
import { IMAGE_MAX_BYTES, messages } from "@classwise/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { imageForm, makeImage, makeLargePng, uploadImage } from "./support.js";

interface UploadBody {
  success: true;
  data: { url: string };
}

describe("POST /api/images", () => {
  let ctx: TestContext;
  let teacherHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    teacherHeaders = (await createUser(ctx, { role: "teacher" })).headers;
  });
  afterAll(async () => ctx.close());

  const fileFor = (url: string) => path.join(ctx.config.dataDir, url.replace(/^\//, ""));

  it("re-encodes an upload to WebP, stores it by content hash and serves it at the returned URL", async () => {
    const png = await makeImage("png", { width: 2000, height: 1000 });
    const res = await uploadImage(ctx, teacherHeaders, imageForm(png));
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadBody>();
    expect(body).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^\/uploads\/classes\/[0-9a-f]{64}\.webp$/) },
    });

    const stored = fs.readFileSync(fileFor(body.data.url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1280);
    expect(meta.height).toBe(640);

    const served = await ctx.app.inject({ method: "GET", url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("accepts JPEG, GIF and WebP too, keeps small images at their size and strips metadata", async () => {
    for (const format of ["jpeg", "gif", "webp"] as const) {
      const bytes = await makeImage(format, { width: 300, height: 200 });
      const withExif =
        format === "jpeg"
          ? await sharp(bytes)
              .withExif({ IFD0: { Copyright: "secret-owner", Artist: "someone" } })
              .jpeg()
              .toBuffer()
          : bytes;
      if (format === "jpeg") expect(withExif.includes(Buffer.from("secret-owner"))).toBe(true);
      const res = await uploadImage(
        ctx,
        teacherHeaders,
        imageForm(withExif, { type: `image/${format}`, name: `a.${format}` }),
      );
      expect(res.statusCode, format).toBe(200);
      const stored = fs.readFileSync(fileFor(res.json<UploadBody>().data.url));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    }
  });

  it("stores the same picture once: two uploads answer the same URL", async () => {
    const png = await makeImage("png", { width: 120, height: 90 });
    const first = await uploadImage(ctx, teacherHeaders, imageForm(png));
    const second = await uploadImage(ctx, teacherHeaders, imageForm(png, { name: "copy.png" }));
    expect(second.json<UploadBody>().data.url).toBe(first.json<UploadBody>().data.url);
    const folder = path.join(ctx.config.dataDir, "uploads", "classes");
    expect(fs.readdirSync(folder).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses a text file renamed .png with the spec's type message", async () => {
    const text = Buffer.from("this is not an image at all, just words in a file\n".repeat(20));
    const res = await uploadImage(ctx, teacherHeaders, imageForm(text, { type: "image/png", name: "fake.png" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "VALIDATION_FAILED",
      message: messages.validation.imageType,
    });
  });

  it("refuses a declared type outside the list, even for real image bytes", async () => {
    const png = await makeImage("png");
    for (const type of ["image/svg+xml", "application/pdf", "text/plain"]) {
      const res = await uploadImage(ctx, teacherHeaders, imageForm(png, { type, name: "x.png" }));
      expect(res.statusCode, type).toBe(400);
      expect(res.json().message).toBe(messages.validation.imageType);
    }
  });

  it("refuses real images of other formats declared as an accepted type", async () => {
    const tiff = await sharp(await makeImage("png"))
      .tiff()
      .toBuffer();
    const res = await uploadImage(ctx, teacherHeaders, imageForm(tiff, { type: "image/jpeg", name: "x.jpg" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.validation.imageType);
  });

  it("refuses a truncated image", async () => {
    const png = await makeImage("png", { width: 400, height: 300 });
    const res = await uploadImage(ctx, teacherHeaders, imageForm(png.subarray(0, Math.floor(png.length / 2))));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.validation.imageType);
  });

  it("answers 413 with the spec's size message above 5MB", async () => {
    const large = await makeLargePng(IMAGE_MAX_BYTES + 1024);
    expect(large.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const res = await uploadImage(ctx, teacherHeaders, imageForm(large));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: messages.validation.imageSize,
    });
  });

  it("accepts an image just under the limit although it is larger than the JSON body limit", async () => {
    const large = await makeLargePng(2 * 1024 * 1024);
    expect(large.length).toBeLessThan(IMAGE_MAX_BYTES);
    const res = await uploadImage(ctx, teacherHeaders, imageForm(large));
    expect(res.statusCode).toBe(200);
  });

  it("needs the file in the field named image, and a multipart body", async () => {
    const png = await makeImage("png");
    const wrongField = await uploadImage(ctx, teacherHeaders, imageForm(png, { field: "photo" }));
    expect(wrongField.statusCode).toBe(400);
    const empty = new FormData();
    empty.append("title", "no file here");
    expect((await uploadImage(ctx, teacherHeaders, empty)).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/images",
      headers: teacherHeaders,
      payload: { image: "data:image/png;base64,AAAA" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("is for teachers and admins: visitors get 401, students 403, and nothing is stored", async () => {
    const png = await makeImage("png", { width: 33, height: 17 });
    const student = await createUser(ctx);
    const admin = await createUser(ctx, { role: "admin" });
    const folder = path.join(ctx.config.dataDir, "uploads", "classes");
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    expect((await uploadImage(ctx, undefined, imageForm(png))).statusCode).toBe(401);
    expect((await uploadImage(ctx, student.headers, imageForm(png))).statusCode).toBe(403);
    const after = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    expect(after).toBe(before);
    expect((await uploadImage(ctx, admin.headers, imageForm(png))).statusCode).toBe(200);
  });
});
