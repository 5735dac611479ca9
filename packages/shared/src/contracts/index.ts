import { couponContracts } from "./coupons.js";

export * from "./contract.js";
export * from "./coupons.js";

/** Every endpoint contract by feature: the API test checks each one is a registered route. */
export const apiContracts = { coupons: couponContracts };
