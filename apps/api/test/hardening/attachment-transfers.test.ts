import { randomBytes } from "node:crypto";
import { lessonAttachmentChunks, lessonAttachments } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TransferSlots } from "../../src/lib/transfer-slots.js";
import { ATTACHMENT_CHUNK_BYTES } from "../../src/modules/lessons/attachment-repository.js";
import { enrolDirectly } from "../enrolments/support.js";
import { createClass, createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { addLesson, fileForm } from "../lessons/support.js";

const copy = messages.lessons;

/** A file that passes the PDF check (header, end marker) with random bytes between: any misplaced byte shows. */
function bigPdf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

describe("attachment storage and transfers (issue 22)", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let student: TestUser;
  let outsider: TestUser;
  let lesson: { id: string; classId: string };
  let file: Buffer;
  let attachmentId: string;

  const download = (user: TestUser, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/lessons/attachments/${attachmentId}`,
      headers: { ...user.headers, ...headers },
    });

  beforeAll(async () => {
    ctx = await createTestApp({ attachments: { downloadsMax: 2, uploadsMax: 1, queueMax: 0, perUserMax: 2 } });
    owner = await createUser(ctx, { role: "teacher" });
    student = await createUser(ctx);
    outsider = await createUser(ctx);
    const classId = (await createClass(ctx, owner)).id;
    await enrolDirectly(ctx.db, classId, student.id);
    lesson = { id: (await addLesson(ctx.db, classId)).id, classId };
    file = bigPdf(2 * ATTACHMENT_CHUNK_BYTES + 12_345);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/lessons/${lesson.id}/attachments`,
      headers: owner.headers,
      payload: fileForm(file, { name: "big.pdf" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    attachmentId = res.json().attachment._id;
  });
  afterAll(async () => ctx.close());

  it("stores an upload as numbered chunks of 256 KB that add up to the file, and nothing half-written", async () => {
    const chunks = await ctx.db
      .select({ position: lessonAttachmentChunks.position, bytes: sql<number>`octet_length(data)`.mapWith(Number) })
      .from(lessonAttachmentChunks)
      .where(eq(lessonAttachmentChunks.attachmentId, attachmentId))
      .orderBy(asc(lessonAttachmentChunks.position));
    expect(chunks).toEqual([
      { position: 0, bytes: ATTACHMENT_CHUNK_BYTES },
      { position: 1, bytes: ATTACHMENT_CHUNK_BYTES },
      { position: 2, bytes: 12_345 },
    ]);
    const unstored = await ctx.db
      .select({ id: lessonAttachments.id })
      .from(lessonAttachments)
      .where(sql`${lessonAttachments.storedAt} is null`);
    expect(unstored).toEqual([]);
  });

  it("streams the whole file back, byte for byte, with its length, ETag and Accept-Ranges", async () => {
    const res = await download(student, { "accept-encoding": "gzip, br" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(res.headers["content-length"]).toBe(String(file.length));
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it("answers one byte range with 206 and Content-Range, across chunk and slice borders, open-ended and from the end", async () => {
    const cases: [string, number, number][] = [
      ["bytes=100-300000", 100, 300000],
      [
        `bytes=${ATTACHMENT_CHUNK_BYTES - 1}-${ATTACHMENT_CHUNK_BYTES}`,
        ATTACHMENT_CHUNK_BYTES - 1,
        ATTACHMENT_CHUNK_BYTES,
      ],
      ["bytes=500000-", 500000, file.length - 1],
      // PostgreSQL reads a piece in 64 KB slices: a range across a slice's border, and one inside a slice
      ["bytes=65535-65536", 65535, 65536],
      ["bytes=70000-70009", 70000, 70009],
      ["bytes=-700", file.length - 700, file.length - 1],
      [`bytes=0-${file.length + 50}`, 0, file.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await download(student, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(file.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 with the size for a range past the end, and the whole file for ranges it does not serve", async () => {
    for (const range of [`bytes=${file.length}-`, "bytes=-0"]) {
      const res = await download(student, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"]).toBe(`bytes */${file.length}`);
      expect(res.json()).toMatchObject({
        success: false,
        code: "RANGE_NOT_SATISFIABLE",
        message: copy.attachmentRangeInvalid,
      });
    }
    for (const range of ["bytes=0-10,20-30", "bytes=50-10", "items=0-10", "bytes=abc"]) {
      const res = await download(student, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(file), range).toBe(true);
    }
    // A resumed download whose copy is out of date gets the whole file again (If-Range).
    const stale = await download(student, { range: "bytes=10-20", "if-range": '"0000"' });
    expect(stale.statusCode).toBe(200);
    const etag = String((await download(student)).headers.etag);
    const resumed = await download(student, { range: "bytes=10-20", "if-range": etag });
    expect(resumed.statusCode).toBe(206);
  });

  it("answers 304 to a reader whose copy is current, and still refuses outsiders who know the ETag", async () => {
    const etag = String((await download(student)).headers.etag);
    const cached = await download(student, { "if-none-match": etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect((await download(student, { "if-none-match": `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await download(student, { "if-none-match": '"other"' })).statusCode).toBe(200);
    const refused = await download(outsider, { "if-none-match": etag });
    expect(refused.statusCode).toBe(403);
  });

  it("gives its turn back after every answer: whole, ranged, cached, refused and HEAD", async () => {
    const etag = String((await download(student)).headers.etag);
    await download(student, { range: "bytes=5-9" });
    await download(student, { "if-none-match": etag });
    await download(outsider);
    const head = await ctx.app.inject({
      method: "HEAD",
      url: `/api/lessons/attachments/${attachmentId}`,
      headers: student.headers,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(file.length));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ctx.app.attachmentTransfers.downloads.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("answers 503 with Retry-After when every download turn is taken and none may wait", async () => {
    const { downloads } = ctx.app.attachmentTransfers;
    const held = [await downloads.acquire("someone"), await downloads.acquire("someone-else")];
    try {
      const res = await download(student);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: "UNAVAILABLE", message: copy.attachmentsBusy });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      for (const release of held) release();
    }
    expect((await download(student)).statusCode).toBe(200);
  });

  it("answers 429 to a user who already has the transfers one user may have, and lets others through", async () => {
    const { uploads } = ctx.app.attachmentTransfers;
    const held = [await uploads.acquire(owner.id)];
    try {
      // Uploads run one at a time here: another teacher waits for none (queue 0) and is told the server is busy.
      const busy = await ctx.app.inject({
        method: "POST",
        url: `/api/lessons/${lesson.id}/attachments`,
        headers: owner.headers,
        payload: fileForm(bigPdf(4096)),
      });
      expect(busy.statusCode).toBe(503);
    } finally {
      for (const release of held) release();
    }
    const { downloads } = ctx.app.attachmentTransfers;
    const mine = [await downloads.acquire(student.id)];
    try {
      // One more of the student's own still fits (two per user); a third is refused with 429.
      mine.push(await downloads.acquire(student.id));
      const res = await download(student);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: "RATE_LIMITED", message: copy.attachmentsTooManyAtOnce });
      expect(res.headers["retry-after"]).toBeDefined();
    } finally {
      for (const release of mine) release();
    }
    expect((await download(student)).statusCode).toBe(200);
  });
});

describe("TransferSlots", () => {
  const copy = { busy: "busy", tooMany: "too many" };

  it("runs `active` at once, queues `waiting` more in order, and refuses the rest", async () => {
    const slots = new TransferSlots({ active: 1, waiting: 1, perKey: 5, maxWaitMs: 5000 }, copy);
    const first = await slots.acquire("a");
    let secondStarted = false;
    const second = slots.acquire("b").then((release) => {
      secondStarted = true;
      return release;
    });
    await expect(slots.acquire("c")).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    expect(secondStarted).toBe(false);
    first();
    first(); // releasing twice frees one turn only
    const releaseSecond = await second;
    expect(secondStarted).toBe(true);
    expect(slots.stats).toEqual({ running: 1, waiting: 0 });
    releaseSecond();
    expect(slots.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a key past its share with 429, and a wait longer than allowed with 503", async () => {
    const slots = new TransferSlots({ active: 1, waiting: 5, perKey: 1, maxWaitMs: 20 }, copy);
    const held = await slots.acquire("a");
    await expect(slots.acquire("a")).rejects.toMatchObject({ statusCode: 429 });
    await expect(slots.acquire("b")).rejects.toMatchObject({ statusCode: 503 });
    expect(slots.stats).toEqual({ running: 1, waiting: 0 });
    held();
    const again = await slots.acquire("b");
    again();
  });
});
