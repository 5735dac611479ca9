import { BULK_ENROLMENT_MAX_ROWS, type BulkRowResult } from "@classwise/shared";
import { z } from "zod";

/** One student line of the file: its record number (the header, when present, is record 1). */
export interface CsvStudent {
  row: number;
  email: string;
  name: string;
  /** Decided from the file alone (a malformed email, a repeat of an earlier row); otherwise by the batch. */
  result?: BulkRowResult;
}

export type ParsedCsv = { ok: true; students: CsvStudent[] } | { ok: false; reason: "empty" | "too-many-rows" };

const emailSchema = z.email();
const NAME_MAX = 100;

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a record. */
function* records(text: string): Generator<string[]> {
  let field = "";
  let fields: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === "," || ch === ";") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      yield fields;
      fields = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    yield fields;
  }
}

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === "");

/**
 * Reads the students of a bulk enrolment file: columns email and name, in that order, or in any order under
 * a header row naming them. Blank lines are skipped; a malformed email or a repeat of an earlier row's email
 * (compared without case) is marked here, so every record still gets a line in the report.
 */
export function parseStudentsCsv(text: string): ParsedCsv {
  let emailAt = 0;
  let nameAt = 1;
  const students: CsvStudent[] = [];
  const seen = new Set<string>();
  let recordNumber = 0;
  for (const fields of records(text)) {
    recordNumber++;
    if (isBlank(fields)) continue;
    const cells = fields.map((f) => f.trim());
    if (recordNumber === 1) {
      const lower = cells.map((c) => c.toLowerCase());
      const headerEmail = lower.findIndex((c) => c === "email" || c === "e-mail" || c === "email address");
      if (headerEmail >= 0) {
        emailAt = headerEmail;
        const headerName = lower.findIndex((c) => c === "name" || c === "full name");
        nameAt = headerName >= 0 ? headerName : emailAt === 0 ? 1 : 0;
        continue;
      }
    }
    if (students.length === BULK_ENROLMENT_MAX_ROWS) return { ok: false, reason: "too-many-rows" };
    const email = (cells[emailAt] ?? "").toLowerCase();
    const name = (cells[nameAt] ?? "").slice(0, NAME_MAX);
    const student: CsvStudent = { row: recordNumber, email, name };
    if (!emailSchema.safeParse(email).success || email.length > 254) student.result = "invalid-email";
    else if (seen.has(email)) student.result = "duplicate";
    else seen.add(email);
    students.push(student);
  }
  return students.length === 0 ? { ok: false, reason: "empty" } : { ok: true, students };
}
