import { pageTitles } from "./titles.js";
// Certificates of completion: the student's list, the PDF, the public verification page and the API answers.

/** Certificates (docs/architecture.md, "Certificates"). */
export const certificatesMessages = {
  title: "My Certificates",
  intro: "Every class you complete earns a certificate. Download it, share it, and let anyone check it.",
  rule: "Complete every lesson and hand in every assignment of a class to earn its certificate.",
  emptyTitle: "No certificates yet",
  emptyText: "Complete every lesson and hand in every assignment of a class, and its certificate appears here.",
  loadFailed: "Failed to load your certificates",
  tryAgain: "Try Again",
  download: "Download PDF",
  downloading: "Preparing...",
  downloadLabel: (title: string) => `Download PDF of the certificate for ${title}`,
  downloadFailed: "Failed to download the certificate",
  verify: "Verification page",
  verifyLabel: (title: string) => `Verification page of the certificate for ${title}`,
  issuedOn: "Issued",
  numberLabel: "Certificate number",
  teacherLabel: "Teacher",
  classLabel: "Class",
  studentLabel: "Awarded to",
  revokedBadge: "Revoked",
  validBadge: "Valid",
  // The PDF.
  pdfHeading: "Certificate of Completion",
  pdfPresented: "This certifies that",
  pdfCompleted: "has completed every lesson and assignment of the class",
  pdfTaughtBy: (teacher: string) => `taught by ${teacher}`,
  pdfDate: "Date",
  pdfNumber: "Certificate number",
  pdfVerify: "Scan or visit to verify",
  pdfTitle: (student: string, title: string) => `Certificate of Completion: ${student}, ${title}`,
  // The public verification page.
  verifyTitle: pageTitles.certificateVerification,
  verifyValidHeading: "This certificate is valid",
  verifyValidText: (student: string, title: string) => `${student} completed ${title} on Classwise.`,
  verifyRevokedHeading: "This certificate has been revoked",
  verifyRevokedText: (student: string) =>
    `The certificate issued to ${student} is no longer valid: it was withdrawn after it was issued.`,
  verifyRevokedOn: "Revoked",
  verifyNotFoundHeading: "Certificate not found",
  verifyNotFoundText:
    "No certificate has this number. Check that it was typed exactly as printed on the certificate (CW- and four groups of four characters).",
  verifyLoadFailed: "The certificate could not be checked right now. Please try again.",
  verifyLoading: "Checking the certificate...",
  browseClasses: "Browse classes",
  // The teacher's class page.
  issuedCount: "Certificates Issued",
  // API answers.
  notEarned:
    "This class is not complete yet: complete every lesson and hand in every assignment to earn its certificate.",
  notFound: "Certificate not found",
  revoked: "This certificate has been revoked and can no longer be downloaded.",
  invalidNumber: "A certificate number looks like CW-XXXX-XXXX-XXXX-XXXX.",
} as const;
