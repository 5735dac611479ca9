import { messages } from "@classwise/shared";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { imageForm, makeImage, uploadImage } from "./support.js";

interface Received {
  key: string | undefined;
  authorization: string | undefined;
  mimetype: string;
  bytes: Buffer;
}

/** A local stand-in for imgbb's upload API: checks the key, keeps what it got, answers like imgbb. */
async function startImgbbStandIn(apiKey: string) {
  const received: Received[] = [];
  let refuse = false;
  const server: FastifyInstance = Fastify();
  await server.register(fastifyMultipart);
  server.post("/1/upload", async (request, reply) => {
    const key = (request.query as { key?: string }).key;
    if (key !== apiKey)
      return reply.status(400).send({ success: false, status: 400, error: { message: "Invalid API v1 key." } });
    if (refuse) return reply.status(500).send({ success: false, status: 500, error: { message: "Upload failed" } });
    const part = await request.file();
    if (part?.fieldname !== "image") return reply.status(400).send({ success: false });
    const bytes = await part.toBuffer();
    received.push({ key, authorization: request.headers.authorization, mimetype: part.mimetype, bytes });
    const id = `img${received.length}`;
    return { success: true, status: 200, data: { id, url: `https://i.ibb.co/${id}/class.webp`, display_url: "x" } };
  });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: `${address}/1/upload`,
    received,
    refuseNext(value: boolean) {
      refuse = value;
    },
    close: () => server.close(),
  };
}

describe("POST /api/images with IMAGE_HOST=imgbb", () => {
  const apiKey = "server-side-imgbb-key";
  let standIn: Awaited<ReturnType<typeof startImgbbStandIn>>;
  let ctx: TestContext;
  let teacherHeaders: Record<string, string>;

  beforeAll(async () => {
    standIn = await startImgbbStandIn(apiKey);
    ctx = await createTestApp({ images: { host: "imgbb", imgbbApiKey: apiKey, imgbbApiUrl: standIn.url } });
    teacherHeaders = (await createUser(ctx, { role: "teacher" })).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it("forwards the re-encoded WebP with the key in the query and answers imgbb's URL", async () => {
    const res = await uploadImage(
      ctx,
      teacherHeaders,
      imageForm(await makeImage("jpeg", { width: 1600, height: 900 }), { type: "image/jpeg" }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; data: { url: string } }>();
    expect(body.data.url).toMatch(/^https:\/\/i\.ibb\.co\/img\d+\/class\.webp$/);
    expect(JSON.stringify(body)).not.toContain(apiKey);

    const last = standIn.received.at(-1)!;
    expect(last.key).toBe(apiKey);
    expect(last.authorization).toBeUndefined();
    expect(last.mimetype).toBe("image/webp");
    const meta = await sharp(last.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280 });
  });

  it("answers 503 with a plain message when imgbb refuses, without leaking its answer", async () => {
    standIn.refuseNext(true);
    try {
      const res = await uploadImage(ctx, teacherHeaders, imageForm(await makeImage("png")));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, code: "UNAVAILABLE", message: messages.classes.imageHostFailed });
    } finally {
      standIn.refuseNext(false);
    }
  });

  it("never forwards what is not an image", async () => {
    const count = standIn.received.length;
    const res = await uploadImage(ctx, teacherHeaders, imageForm(Buffer.from("plain text"), { type: "image/png" }));
    expect(res.statusCode).toBe(400);
    expect(standIn.received.length).toBe(count);
  });
});

describe("imgbb host unreachable", () => {
  it("answers 503 when the host cannot be reached", async () => {
    const ctx = await createTestApp({
      images: { host: "imgbb", imgbbApiKey: "k", imgbbApiUrl: "http://127.0.0.1:9/1/upload" },
    });
    try {
      const teacher = await createUser(ctx, { role: "teacher" });
      const res = await uploadImage(ctx, teacher.headers, imageForm(await makeImage("png")));
      expect(res.statusCode).toBe(503);
    } finally {
      await ctx.close();
    }
  });
});
