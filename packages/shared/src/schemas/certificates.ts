import { z } from "zod";
import { certificatesMessages } from "../messages/index.js";
import { idSchema, successResponse } from "./common.js";

/**
 * The characters of a certificate number: digits and capitals without 0, 1, I and O, which read alike. 32 of
 * them, so each character carries 5 random bits and a number's 16 carry 80.
 */
export const CERTIFICATE_NUMBER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const group = `[${CERTIFICATE_NUMBER_ALPHABET}]{4}`;
export const CERTIFICATE_NUMBER_PATTERN = new RegExp(`^CW-${group}-${group}-${group}-${group}$`);

/** A certificate number as typed or scanned: trimmed and upper-cased before it is checked. */
export const certificateNumberSchema = z
  .string()
  .max(64, certificatesMessages.invalidNumber)
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(CERTIFICATE_NUMBER_PATTERN, certificatesMessages.invalidNumber));

export const certificateNumberParamsSchema = z.object({ number: certificateNumberSchema });

/** Whether a string is a well-formed certificate number (the web page checks before it asks). */
export function isCertificateNumber(value: string): boolean {
  return certificateNumberSchema.safeParse(value).success;
}

/** A certificate as its student sees it: what was true when it was issued. */
export const certificateSchema = z.object({
  number: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  teacherName: z.string(),
  studentName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificatesResponseSchema = successResponse({ certificates: z.array(certificateSchema) });
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

export const certificateResponseSchema = successResponse({ certificate: certificateSchema });
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** POST /certificates: the caller's certificate for a class they completed. */
export const claimCertificateBodySchema = z.object({ classId: idSchema });
export type ClaimCertificateBody = z.infer<typeof claimCertificateBodySchema>;

/**
 * What the public verification answers. A revoked certificate says only whose it was: no class, no teacher,
 * no dates of study.
 */
export const certificateVerificationSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("valid"),
    number: z.string(),
    studentName: z.string(),
    classTitle: z.string(),
    teacherName: z.string(),
    issuedAt: z.string(),
  }),
  z.object({
    status: z.literal("revoked"),
    number: z.string(),
    studentName: z.string(),
    revokedAt: z.string(),
  }),
]);
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateVerificationResponseSchema = successResponse({ certificate: certificateVerificationSchema });
export type CertificateVerificationResponse = z.infer<typeof certificateVerificationResponseSchema>;

/** GET /classes/{id}/certificates/count: how many valid certificates the class has issued. */
export const classCertificateCountResponseSchema = successResponse({ issued: z.number().int() });
export type ClassCertificateCountResponse = z.infer<typeof classCertificateCountResponseSchema>;
