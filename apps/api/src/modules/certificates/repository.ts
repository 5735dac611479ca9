import type { Db } from "@classwise/db/client";
import { certificates } from "@classwise/db/schema";
import { and, desc, eq, isNull } from "drizzle-orm";

export type CertificateRow = typeof certificates.$inferSelect;

/** A student's list has one row per class they completed (and any revoked ones): bounded by the catalogue. */
const STUDENT_LIST_MAX = 1000;

/** The student's certificates, newest first (certificates_student_issued_idx). */
export async function findStudentCertificates(db: Db, studentId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.studentId, studentId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(STUDENT_LIST_MAX);
}

/** One certificate by its number (certificates_number_key). */
export async function findCertificateByNumber(db: Db, number: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number)).limit(1);
  return row;
}

/** The student's valid certificate of the class, if any (certificates_student_class_key). */
export async function findValidCertificate(db: Db, studentId: string, classId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(eq(certificates.studentId, studentId), eq(certificates.classId, classId), isNull(certificates.revokedAt)),
    )
    .limit(1);
  return row;
}

/** How many valid certificates a class has issued (certificates_class_valid_idx). */
export async function countValidCertificates(db: Db, classId: string): Promise<number> {
  return db.$count(certificates, and(eq(certificates.classId, classId), isNull(certificates.revokedAt)));
}
