import fs from "node:fs";
import path from "node:path";
import { ensureDemoImages } from "@classwise/seed";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";

describe("/uploads", () => {
  let ctx: TestContext;
  let uploads: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    uploads = path.join(ctx.config.dataDir, "uploads");
    await ensureDemoImages(uploads);
  });
  afterAll(async () => ctx.close());

  it("serves a generated demo image as WebP with a day of caching", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/uploads/demo/data-science-2.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 720 });
  });

  it("draws every demo image only once and each one differently", async () => {
    const again = await ensureDemoImages(uploads);
    expect(again.created).toBe(0);
    const files = fs.readdirSync(path.join(uploads, "demo"));
    const contents = new Set(files.map((file) => fs.readFileSync(path.join(uploads, "demo", file)).toString("base64")));
    expect(contents.size).toBe(files.length);
  });

  it("redraws, once, the pictures a data directory kept from an earlier version of the artwork", async () => {
    fs.writeFileSync(path.join(uploads, "demo", ".artwork-version"), "1\n");
    const redrawn = await ensureDemoImages(uploads);
    expect(redrawn.created).toBe(redrawn.created + redrawn.existing);
    expect(redrawn.created).toBeGreaterThan(20);
    expect((await ensureDemoImages(uploads)).created).toBe(0);
  });

  it("lets browsers keep content-addressed files forever", async () => {
    const name = "3f2a9c0d1e4b5a6978877c6d5e4f3a2b.webp";
    fs.copyFileSync(path.join(uploads, "demo/avatar-1.webp"), path.join(uploads, name));
    const res = await ctx.app.inject({ method: "GET", url: `/uploads/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing file with a JSON 404, not the web app", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/uploads/demo/missing.webp" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("serves only images from inside the uploads folder", async () => {
    fs.writeFileSync(path.join(uploads, "notes.txt"), "private");
    const text = await ctx.app.inject({ method: "GET", url: "/uploads/notes.txt" });
    expect(text.statusCode).toBe(404);
    fs.writeFileSync(path.join(ctx.config.dataDir, "outside.webp"), "private");
    for (const url of [
      "/uploads/..%2foutside.webp",
      "/uploads/../outside.webp",
      "/uploads/demo/..%2f..%2foutside.webp",
    ]) {
      const outside = await ctx.app.inject({ method: "GET", url });
      expect(outside.statusCode).toBeGreaterThanOrEqual(400);
      expect(outside.body).not.toContain("private");
    }
  });
});
