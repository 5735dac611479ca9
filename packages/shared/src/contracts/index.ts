import { analyticsContracts } from "./analytics.js";
import { announcementContracts } from "./announcements.js";
import { assignmentContracts } from "./assignments.js";
import { auditContracts } from "./audit.js";
import { bulkEnrolmentContracts } from "./bulk-enrolment.js";
import { certificateContracts } from "./certificates.js";
import { classContracts } from "./classes.js";
import type { ApiContract } from "./contract.js";
import { couponContracts } from "./coupons.js";
import { dataRightsContracts } from "./data-rights.js";
import { discussionContracts } from "./discussions.js";
import { enrolmentContracts } from "./enrolments.js";
import { evaluationContracts } from "./evaluations.js";
import { gradingContracts } from "./grading.js";
import { healthContracts } from "./health.js";
import { identityContracts } from "./identity.js";
import { lessonContracts } from "./lessons.js";
import { notificationContracts } from "./notifications.js";
import { paymentContracts } from "./payments.js";
import { payoutContracts } from "./payouts.js";
import { quizContracts } from "./quizzes.js";
import { statisticsContracts } from "./statistics.js";
import { submissionContracts } from "./submissions.js";
import { teacherApplicationContracts } from "./teacher-applications.js";
import { userContracts } from "./users.js";

export * from "./analytics.js";
export * from "./announcements.js";
export * from "./assignments.js";
export * from "./audit.js";
export * from "./bulk-enrolment.js";
export * from "./certificates.js";
export * from "./classes.js";
export * from "./contract.js";
export * from "./coupons.js";
export * from "./data-rights.js";
export * from "./deletion.js";
export * from "./discussions.js";
export * from "./enrolments.js";
export * from "./evaluations.js";
export * from "./grading.js";
export * from "./health.js";
export * from "./identity.js";
export * from "./lessons.js";
export * from "./notifications.js";
export * from "./payments.js";
export * from "./payouts.js";
export * from "./quizzes.js";
export * from "./statistics.js";
export * from "./submissions.js";
export * from "./teacher-applications.js";
export * from "./users.js";

/** Every endpoint contract by feature: the API test checks each one is a registered route. */
export const apiContracts = {
  submissions: submissionContracts,
  assignments: assignmentContracts,
  identity: identityContracts,
  bulkEnrolment: bulkEnrolmentContracts,
  dataRights: dataRightsContracts,
  payments: paymentContracts,
  enrolments: enrolmentContracts,
  classes: classContracts,
  grading: gradingContracts,
  analytics: analyticsContracts,
  audit: auditContracts,
  evaluations: evaluationContracts,
  statistics: statisticsContracts,
  certificates: certificateContracts,
  teacherApplications: teacherApplicationContracts,
  users: userContracts,
  notifications: notificationContracts,
  coupons: couponContracts,
  payouts: payoutContracts,
  lessons: lessonContracts,
  quizzes: quizContracts,
  discussions: discussionContracts,
  announcements: announcementContracts,
  health: healthContracts,
};

type Groups = typeof apiContracts;
type AnyContract = { [Group in keyof Groups]: Groups[Group][keyof Groups[Group]] }[keyof Groups];

/**
 * Every endpoint as the web client names it, `"PATCH /users/:uid"`: a type only, so the web app calls the API
 * through the contracts' types without loading their zod schemas (docs/decisions/0044-endpoint-contracts.md).
 */
export type Endpoint = AnyContract extends infer Contract
  ? Contract extends ApiContract
    ? `${Contract["method"]} ${Contract["path"]}`
    : never
  : never;

/** The contract of one endpoint. */
export type ContractOf<Name extends Endpoint> = Name extends `${infer Method} ${infer Path}`
  ? Extract<AnyContract, { method: Method; path: Path }>
  : never;
