import { couponContracts } from "./coupons.js";
import { notificationContracts } from "./notifications.js";
import { teacherApplicationContracts } from "./teacher-applications.js";
import { userContracts } from "./users.js";

export * from "./contract.js";
export * from "./coupons.js";
export * from "./notifications.js";
export * from "./teacher-applications.js";
export * from "./users.js";

/** Every endpoint contract by feature: the API test checks each one is a registered route. */
export const apiContracts = {
  teacherApplications: teacherApplicationContracts,
  users: userContracts,
  notifications: notificationContracts,
  coupons: couponContracts,
};
