import { analyticsContracts } from "./analytics.js";
import { auditContracts } from "./audit.js";
import { bulkEnrolmentContracts } from "./bulk-enrolment.js";
import { certificateContracts } from "./certificates.js";
import { classContracts } from "./classes.js";
import { couponContracts } from "./coupons.js";
import { dataRightsContracts } from "./data-rights.js";
import { enrolmentContracts } from "./enrolments.js";
import { evaluationContracts } from "./evaluations.js";
import { gradingContracts } from "./grading.js";
import { identityContracts } from "./identity.js";
import { notificationContracts } from "./notifications.js";
import { paymentContracts } from "./payments.js";
import { statisticsContracts } from "./statistics.js";
import { teacherApplicationContracts } from "./teacher-applications.js";
import { userContracts } from "./users.js";

export * from "./analytics.js";
export * from "./audit.js";
export * from "./bulk-enrolment.js";
export * from "./certificates.js";
export * from "./classes.js";
export * from "./contract.js";
export * from "./coupons.js";
export * from "./data-rights.js";
export * from "./enrolments.js";
export * from "./evaluations.js";
export * from "./grading.js";
export * from "./identity.js";
export * from "./notifications.js";
export * from "./payments.js";
export * from "./statistics.js";
export * from "./teacher-applications.js";
export * from "./users.js";

/** Every endpoint contract by feature: the API test checks each one is a registered route. */
export const apiContracts = {
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
};
