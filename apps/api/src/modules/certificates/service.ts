import type { Db } from "@classwise/db/client";
import { type Certificate, type CertificateVerification, messages, paths } from "@classwise/shared";
import { businessRule, forbidden, notFound } from "../../lib/errors.js";
import { type Actor, can, findClassRelation } from "../../policy/index.js";
import { issueCertificateIfComplete, lockEnrolment } from "./lifecycle.js";
import { renderCertificatePdf } from "./pdf/render.js";
import * as repository from "./repository.js";

const copy = messages.certificates;

/** The public page that verifies a certificate, as printed in its QR code. */
export function verificationUrl(publicUrl: string, number: string): string {
  return `${publicUrl}${paths.certificate(number)}`;
}

function toCertificate(row: repository.CertificateRow): Certificate {
  return {
    number: row.number,
    classId: row.classId,
    classTitle: row.classTitle,
    teacherName: row.teacherName,
    studentName: row.studentName,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET /certificates/mine: the caller's certificates, revoked ones included (marked so). */
export async function listMyCertificates(db: Db, actor: Actor): Promise<Certificate[]> {
  const rows = await repository.findStudentCertificates(db, actor.uid);
  return rows.map(toCertificate);
}

/**
 * POST /certificates: the caller's certificate for a class they are enrolled in. Completion issues it by itself;
 * asking issues it too when the class became complete without a tick or a submission of the student (the
 * teacher deleted the last lesson they had not read, or they completed the class before certificates existed).
 * An incomplete class answers 422 with the rule.
 */
export async function claimCertificate(db: Db, actor: Actor, classId: string): Promise<Certificate> {
  const relation = await findClassRelation(db, actor, classId);
  if (!relation?.isEnrolled) {
    throw relation?.isPublic ? forbidden(messages.enrolment.notEnrolled) : notFound(messages.enrolment.classNotFound);
  }
  const held = await repository.findValidCertificate(db, actor.uid, classId);
  if (held) return toCertificate(held);
  const issued = await db.transaction(async (tx) => {
    await lockEnrolment(tx, classId, actor.uid);
    await issueCertificateIfComplete(tx, classId, actor.uid);
    return repository.findValidCertificate(tx, actor.uid, classId);
  });
  if (!issued) throw businessRule(copy.notEarned);
  return toCertificate(issued);
}

/**
 * GET /certificates/{number}, public: whether it is valid, for whom, which class and when. A revoked one says
 * only whose it was and that it was revoked.
 */
export async function verifyCertificate(db: Db, number: string): Promise<CertificateVerification> {
  const row = await repository.findCertificateByNumber(db, number);
  if (!row) throw notFound(copy.notFound);
  if (row.revokedAt) {
    return {
      status: "revoked",
      number: row.number,
      studentName: row.studentName,
      revokedAt: row.revokedAt.toISOString(),
    };
  }
  return {
    status: "valid",
    number: row.number,
    studentName: row.studentName,
    classTitle: row.classTitle,
    teacherName: row.teacherName,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** GET /certificates/{number}/pdf: the caller's own valid certificate as a PDF; anyone else's answers 404. */
export async function certificatePdf(db: Db, actor: Actor, number: string, publicUrl: string) {
  const row = await repository.findCertificateByNumber(db, number);
  if (!row || row.studentId !== actor.uid) throw notFound(copy.notFound);
  if (row.revokedAt) throw businessRule(copy.revoked);
  const pdf = await renderCertificatePdf({ ...row, verifyUrl: verificationUrl(publicUrl, row.number) });
  return { number: row.number, pdf };
}

/** GET /classes/{id}/certificates/count: the class's teacher and admins; another teacher gets 404. */
export async function countClassCertificates(db: Db, actor: Actor, classId: string): Promise<number> {
  const relation = await findClassRelation(db, actor, classId);
  if (!relation || (!relation.isOwner && !can(actor, "read:class-progress", "any"))) {
    throw notFound(messages.enrolment.classNotFound);
  }
  return repository.countValidCertificates(db, classId);
}
