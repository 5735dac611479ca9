import { notificationOptOuts } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentFileName } from "../../src/modules/lessons/attachments.js";
import { classWithSubmissions, gradingCalls } from "../grading/support.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { captureMail, runJobs } from "../notifications/support.js";

const copy = messages.notifications;

describe("unsubscribe: GET asks, POST does it (issue 22)", () => {
  let ctx: TestContext;
  const mail = captureMail();
  beforeAll(async () => {
    ctx = await createTestApp({}, { providers: { mail } });
  });
  afterAll(async () => ctx.close());

  /** A student with a graded submission, and the signed unsubscribe path of that mail. */
  async function signedLink() {
    const world = await classWithSubmissions(ctx, 1);
    const student = world.students[0]!;
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 90 });
    await runJobs(ctx);
    const text = mail.sent.find((message) => message.to === student.email)?.text ?? "";
    const link = new URL(/(http\S+\/api\/notifications\/unsubscribe\?\S+)/.exec(text)?.[1] ?? "");
    const optOuts = async () =>
      (await ctx.db.select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, student.id))).map(
        (row) => row.kind,
      );
    return { path: `${link.pathname}${link.search}`, optOuts };
  }

  it("GET shows a confirmation with a one-click form and changes nothing, however often", async () => {
    const { path, optOuts } = await signedLink();
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({ method: "GET", url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain(copy.unsubscribeConfirm(copy.kinds["submission-graded"]));
      expect(res.body).toContain('<form method="post" action="/api/notifications/unsubscribe?u=');
      expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
      expect(res.body).not.toContain(copy.unsubscribed(copy.kinds["submission-graded"]));
    }
    expect(await optOuts()).toEqual([]);
  });

  it("POST as multipart/form-data (RFC 8058 as mail programs send it) switches the kind off", async () => {
    const { path, optOuts } = await signedLink();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const request = new Request("http://x", { method: "POST", body: form });
    const res = await ctx.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(copy.unsubscribed(copy.kinds["submission-graded"]));
    expect(await optOuts()).toEqual(["submission-graded"]);
  });

  it("POST form-encoded switches it off; the confirmation page's button sends exactly that", async () => {
    const { path, optOuts } = await signedLink();
    const page = await ctx.app.inject({ method: "GET", url: path });
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&#38;/g, "&") ?? "";
    const res = await ctx.app.inject({
      method: "POST",
      url: action,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(await optOuts()).toEqual(["submission-graded"]);
  });

  it("a forged signature changes nothing by POST either", async () => {
    const { path, optOuts } = await signedLink();
    const forged = path.replace(/s=[^&]+/, "s=forged");
    const res = await ctx.app.inject({
      method: "POST",
      url: forged,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(400);
    expect(await optOuts()).toEqual([]);
  });
});

describe("stored file names lose bidirectional controls (issue 22)", () => {
  it("removes every embedding, override, isolate and mark, so the name reads as it is", () => {
    const controls = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
    for (const control of [...controls, "\u200e", "\u200f", "\u061c"]) {
      expect(attachmentFileName(`report${control}fdp.exe.pdf`, "application/pdf")).toBe("reportfdp.exe.pdf");
    }
    // "\u202e" would show "invoice-fdp.exe" as "invoice-exe.pdf": stored, it is what it is, plus the real type.
    expect(attachmentFileName("invoice-\u202efdp.exe", "application/pdf")).toBe("invoice-fdp.exe.pdf");
    expect(attachmentFileName("\u202e\u2066", "image/png")).toBe("attachment.png");
  });
});
