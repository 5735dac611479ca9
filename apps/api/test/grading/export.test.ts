import { randomUUID } from "node:crypto";
import { submissions, users } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell, csvLine } from "../../src/lib/csv.js";
import { EXPORT_BATCH, exportFileName } from "../../src/modules/grading/export.js";
import { addAssignment, addSubmission } from "../enrolments/support.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../helpers/index.js";
import { classWithSubmissions, gradingCalls } from "./support.js";

/** Parses the export as a spreadsheet would: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("csv cells", () => {
  it("prefixes cells that a spreadsheet would run as a formula with a quote", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell("Plain, with comma")).toBe('"Plain, with comma"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell(87)).toBe('"87"');
    expect(csvCell(null)).toBe('""');
    expect(csvLine(["a", "b"])).toBe('"a","b"\r\n');
  });

  it("names the file after the class in safe characters", () => {
    expect(exportFileName('Web "Dev" 101 / Intro')).toBe("grades-web-dev-101-intro.csv");
    expect(exportFileName("???")).toBe("grades-class.csv");
  });
});

describe("GET /api/classes/{id}/grades.csv", () => {
  let ctx: TestContext;
  let calls: ReturnType<typeof gradingCalls>;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    calls = gradingCalls(ctx);
    admin = await createUser(ctx, { role: "admin" });
  });
  afterAll(async () => ctx.close());

  it("streams every submission with its grade, formula-looking cells neutralised", async () => {
    const world = await classWithSubmissions(ctx, 3, ['=HYPERLINK("http://evil")', "Bea, Jones", "Cal"]);
    await calls.grade(world.teacher, world.submissions[0]!.id, { score: 75, feedback: '+1 "great" work\nsee notes' });
    await calls.grade(world.teacher, world.submissions[1]!.id, { score: 100, feedback: "@mention" });
    const res = await calls.exportCsv(world.teacher, world.theClass.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="grades-[a-z0-9-]+\.csv"$/);
    expect(res.headers["content-length"]).toBeUndefined(); // streamed, not buffered
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...messages.grading.csvHeader]);
    expect(rows).toHaveLength(3);
    const byEmail = new Map(rows.map((r) => [r[3], r]));
    const first = byEmail.get(world.students[0]!.email);
    expect(first?.[0]).toBe(world.assignment.title);
    expect(first?.[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(first?.[5]).toBe("75");
    expect(first?.[6]).toBe('\'+1 "great" work\nsee notes');
    expect(byEmail.get(world.students[1]!.email)?.slice(5, 7)).toEqual(["100", "'@mention"]);
    const ungraded = byEmail.get(world.students[2]!.email);
    expect(ungraded?.slice(5)).toEqual(["", "", ""]);
    for (const r of rows) {
      for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const admins = await calls.exportCsv(admin, world.theClass.id);
    expect(admins.statusCode).toBe(200);
    expect(admins.body).toBe(res.body);
  });

  it("reads past one batch in order: assignment, then student", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const world = await classWithSubmissions(ctx, 1);
    // Reuse the class and add enough rows to cross a batch boundary.
    const classId = world.theClass.id;
    const extra = await addAssignment(ctx.db, classId, world.teacher.id);
    const student = world.students[0]!;
    await addSubmission(ctx.db, extra, student);
    const rowsNeeded = EXPORT_BATCH + 5;
    // Bulk rows straight into the tables: the export reads submissions, not how they came to be.
    const people = Array.from({ length: rowsNeeded }, (_, i) => ({
      id: randomUUID(),
      name: `Student ${String(i).padStart(4, "0")}`,
      email: `bulk-${randomUUID()}@example.test`,
    }));
    await ctx.db.insert(users).values(people);
    const values = people.map((p) => ({
      assignmentId: extra.id,
      classId,
      studentId: p.id,
      studentName: p.name,
      studentEmail: p.email,
      submissionText: "Answer",
    }));
    await ctx.db.insert(submissions).values(values);
    const res = await calls.exportCsv(world.teacher, classId);
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows).toHaveLength(rowsNeeded + 2);
    const ids = rows.map((r) => `${r[0]}|${r[2]}`);
    expect(new Set(ids).size).toBe(ids.length);
    const extraNames = rows.filter((r) => r[0] === extra.title).map((r) => r[2] ?? "");
    expect(extraNames).toEqual([...extraNames].sort());
    expect(rows[0]?.[0]).toBe(world.assignment.title);
    expect((await calls.exportCsv(teacher, classId)).statusCode).toBe(404);
    await ctx.db.delete(submissions).where(eq(submissions.assignmentId, extra.id));
  }, 60_000);

  it("refuses students (403), visitors (401), and answers 404 for a missing class", async () => {
    const world = await classWithSubmissions(ctx, 1);
    expect((await calls.exportCsv(world.students[0]!, world.theClass.id)).statusCode).toBe(403);
    expect((await calls.exportCsv(null, world.theClass.id)).statusCode).toBe(401);
    expect((await calls.exportCsv(world.teacher, "no-such-class")).statusCode).toBe(404);
  });
});
