import { Readable } from "node:stream";
import type { Db } from "@classwise/db/client";
import { messages } from "@classwise/shared";
import type { FastifyReply } from "fastify";
import { CSV_BYTE_ORDER_MARK, csvLine } from "../../lib/csv.js";
import type { Actor } from "../../policy/index.js";
import { findAttemptRows } from "./repository.js";
import { requireResults } from "./service.js";

const BATCH = 500;

/** Every submitted attempt of the quiz, a batch at a time, so the memory held does not grow with the class. */
async function* attemptLines(db: Db, quizId: string): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvLine(messages.quizzes.csvHeader);
  let after: string | null = null;
  for (;;) {
    const rows = await findAttemptRows(db, quizId, after, BATCH);
    yield rows
      .map((row) =>
        csvLine([
          row.name,
          row.email,
          row.number,
          row.submittedAt?.toISOString() ?? "",
          row.score,
          row.maxScore,
          row.percent,
          row.passed ? "yes" : "no",
        ]),
      )
      .join("");
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** GET /quizzes/{id}/report.csv: the class's teacher and admins; access settled before the first byte. */
export async function streamQuizAttempts(db: Db, actor: Actor, quizId: string, reply: FastifyReply) {
  await requireResults(db, actor, quizId);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="quiz-${quizId.slice(0, 8)}-attempts.csv"`)
    .header("cache-control", "no-store")
    .send(Readable.from(attemptLines(db, quizId)));
}
