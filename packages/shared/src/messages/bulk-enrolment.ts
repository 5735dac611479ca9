import { formatCount } from "../format.js";

/** Enrolling a cohort of students from a CSV file (teachers for their classes, admins for any class). */
export const bulkEnrolmentMessages = {
  action: "Enrol students from CSV",
  title: "Enrol students from a CSV file",
  intro:
    "One student per line: email, then name (a header row is optional). Known accounts are enrolled without payment; new emails get an account and an invitation to set a password.",
  fileLabel: "CSV file",
  upload: "Upload and enrol",
  uploading: "Uploading…",
  close: "Close",
  cancel: "Cancel",
  progress: (done: number, total: number) => `${done} of ${total} rows`,
  summary: (enrolled: number, invited: number, skipped: number, failed: number) =>
    `${enrolled} enrolled, ${invited} invited, ${skipped} already enrolled, ${failed} not imported`,
  reportCaption: "Result of each row",
  columnRow: "Row",
  columnEmail: "Email",
  columnResult: "Result",
  results: {
    enrolled: "Enrolled",
    invited: "Account created, invitation sent",
    "already-enrolled": "Already enrolled",
    "invalid-email": "Not an email address",
    "missing-name": "Name missing for a new account",
    duplicate: "Duplicate of an earlier row",
    suspended: "Account suspended",
    "class-teacher": "The class's own teacher",
  },
  emptyFile: "The file has no rows",
  fileTooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024)} KB`,
  tooManyRows: (maxRows: number) => `The file has more than ${formatCount(maxRows)} rows`,
  classNotFound: "Class not found",
  classNotOpen: "Students can only be enrolled in an approved class",
  importNotFound: "Import not found",
  importRunning: "An import for this class is still running",
  chooseFile: "Choose a CSV file first",
  invitationSubject: (className: string) => `You are invited to ${className} on Classwise`,
} as const;
