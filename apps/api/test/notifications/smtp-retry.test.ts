import { messages } from "@classwise/shared";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classWithSubmissions, gradingCalls } from "../grading/support.js";
import { createTestApp, type TestContext } from "../helpers/index.js";
import { freePort } from "../helpers/server-process.js";
import { deliveriesOf, manualJobs, runJobs } from "./support.js";

/** A real local SMTP server that refuses the first `failures` messages with a temporary error. */
async function startFlakySmtp(failures: number) {
  const accepted: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < failures) {
          refused++;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        accepted.push(
          `${session.envelope.rcptTo.map((r) => r.address).join(",")}\n${Buffer.concat(chunks).toString()}`,
        );
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    accepted,
    refusedCount: () => refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("SMTP delivery with retries", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
  beforeAll(async () => {
    smtp = await startFlakySmtp(2);
    ctx = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Classwise <no-reply@classwise.test>" },
      jobs: manualJobs,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("a server that fails twice then accepts ends with exactly one delivery", async () => {
    const world = await classWithSubmissions(ctx, 1);
    const student = world.students[0]!;
    await gradingCalls(ctx).grade(world.teacher, world.submissions[0]!.id, { score: 84 });
    for (let round = 0; round < 5; round++) await runJobs(ctx);
    expect(smtp.refusedCount()).toBe(2);
    const mine = smtp.accepted.filter((message) => message.startsWith(student.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(messages.notifications.submissionGraded(world.assignment.title).slice(0, 20));
    const [job] = (await deliveriesOf(ctx.db, student.id, "submission-graded")).mails;
    expect(job).toMatchObject({ attempts: 3, failedAt: null });
    expect(job?.completedAt).not.toBeNull();
    expect(job?.lastError).toContain("Try again later");
  });
});
