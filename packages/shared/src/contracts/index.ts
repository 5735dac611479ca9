import { couponContracts } from "./coupons.js";
import { notificationContracts } from "./notifications.js";

export * from "./contract.js";
export * from "./coupons.js";
export * from "./notifications.js";

/** Every endpoint contract by feature: the API test checks each one is a registered route. */
export const apiContracts = { notifications: notificationContracts, coupons: couponContracts };
