import type { Db } from "@classwise/db/client";
import { certificates } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { generateCertificateNumber } from "../../src/modules/certificates/number.js";
import type { TestContext, TestUser } from "../helpers/index.js";

/** HTTP calls of the certificates API as one user (or a visitor). */
export function certificateCalls(ctx: TestContext) {
  const as = (user: TestUser | null) => (user ? user.headers : {});
  return {
    mine: (user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: "/api/certificates/mine", headers: as(user) }),
    claim: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "POST", url: "/api/certificates", headers: as(user), payload: { classId } }),
    verify: (number: string) =>
      ctx.app.inject({ method: "GET", url: `/api/certificates/${encodeURIComponent(number)}` }),
    pdf: (number: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/certificates/${encodeURIComponent(number)}/pdf`, headers: as(user) }),
    count: (classId: string, user: TestUser | null) =>
      ctx.app.inject({ method: "GET", url: `/api/classes/${classId}/certificates/count`, headers: as(user) }),
  };
}

export async function certificatesOf(db: Db, studentId: string) {
  return db.select().from(certificates).where(eq(certificates.studentId, studentId));
}

/** A valid certificate written straight to the database (the authorization matrix's own objects). */
export async function addCertificate(
  db: Db,
  student: Pick<TestUser, "id" | "name">,
  item: { id: string; title: string; teacherName: string },
) {
  const [row] = await db
    .insert(certificates)
    .values({
      number: generateCertificateNumber(),
      studentId: student.id,
      classId: item.id,
      studentName: student.name,
      classTitle: item.title,
      teacherName: item.teacherName,
    })
    .returning();
  if (!row) throw new Error("certificate insert failed");
  return row;
}
