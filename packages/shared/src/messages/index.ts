import { adminMessages, applicationMessages } from "./admin.js";
import { forgotMessages, identityMessages, loginMessages, registerMessages } from "./auth.js";
import { bulkEnrolmentMessages } from "./bulk-enrolment.js";
import { certificatesMessages } from "./certificates.js";
import { catalogueMessages, classDetailsMessages, classesMessages, classPageMessages } from "./classes.js";
import {
  apiMessages,
  dashboardMessages,
  guardsMessages,
  homeMessages,
  navMessages,
  uiMessages,
  validationMessages,
} from "./common.js";
import { announcementsMessages, discussionsMessages, dripMessages } from "./community.js";
import { couponsMessages } from "./coupons.js";
import { dataRightsMessages } from "./data-rights.js";
import { earningsMessages } from "./earnings.js";
import { enrolledMessages, enrolmentMessages, paymentMessages } from "./enrolments.js";
import { gradingMessages } from "./grading.js";
import { learningMessages, progressMessages } from "./learning.js";
import { lessonsMessages } from "./lessons.js";
import { notificationBellMessages } from "./notification-bell.js";
import { notificationsMessages } from "./notifications.js";
import { operationsMessages } from "./operations.js";
import { paymentsMessages } from "./payments.js";
import { quizzesMessages } from "./quizzes.js";
import { pageTitles } from "./titles.js";

/**
 * Every user-facing text of the product specification (§2, §5, §8), defined once and used by the API,
 * the web app and the tests.
 */
export const messages = {
  nav: navMessages,
  home: homeMessages,
  catalogue: catalogueMessages,
  classDetails: classDetailsMessages,
  validation: validationMessages,
  register: registerMessages,
  login: loginMessages,
  identity: identityMessages,
  forgot: forgotMessages,
  guards: guardsMessages,
  dashboard: dashboardMessages,
  application: applicationMessages,
  enrolled: enrolledMessages,
  classes: classesMessages,
  admin: adminMessages,
  classPage: classPageMessages,
  learning: learningMessages,
  lessons: lessonsMessages,
  quizzes: quizzesMessages,
  grading: gradingMessages,
  notifications: notificationsMessages,
  certificates: certificatesMessages,
  progress: progressMessages,
  payment: paymentMessages,
  payments: paymentsMessages,
  earnings: earningsMessages,
  coupons: couponsMessages,
  announcements: announcementsMessages,
  drip: dripMessages,
  discussions: discussionsMessages,
  dataRights: dataRightsMessages,
  operations: operationsMessages,
  bulkEnrolment: bulkEnrolmentMessages,
  enrolment: enrolmentMessages,
  api: apiMessages,
  ui: uiMessages,
} as const;

/** Each area's texts on their own, so a screen's bundle carries only the areas it shows. */
export {
  adminMessages,
  announcementsMessages,
  apiMessages,
  applicationMessages,
  bulkEnrolmentMessages,
  catalogueMessages,
  certificatesMessages,
  classDetailsMessages,
  classesMessages,
  classPageMessages,
  couponsMessages,
  dashboardMessages,
  dataRightsMessages,
  discussionsMessages,
  dripMessages,
  earningsMessages,
  enrolledMessages,
  enrolmentMessages,
  forgotMessages,
  gradingMessages,
  guardsMessages,
  homeMessages,
  identityMessages,
  learningMessages,
  lessonsMessages,
  loginMessages,
  navMessages,
  notificationBellMessages,
  notificationsMessages,
  operationsMessages,
  pageTitles,
  paymentMessages,
  paymentsMessages,
  progressMessages,
  quizzesMessages,
  registerMessages,
  uiMessages,
  validationMessages,
};
