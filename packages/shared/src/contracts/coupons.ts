import { idParamsSchema } from "../schemas/common.js";
import {
  applyCouponBodySchema,
  applyCouponResponseSchema,
  couponListResponseSchema,
  couponResponseSchema,
  createCouponBodySchema,
} from "../schemas/coupons.js";
import { defineContract } from "./contract.js";

/** Coupons (docs/payments.md "Coupons"): teachers' and admins' codes, and the payment page's preview. */
export const couponContracts = {
  create: defineContract({
    method: "POST",
    path: "/coupons",
    body: createCouponBodySchema,
    response: { 200: couponResponseSchema },
  }),
  list: defineContract({ method: "GET", path: "/coupons", response: { 200: couponListResponseSchema } }),
  disable: defineContract({
    method: "POST",
    path: "/coupons/:id/disable",
    params: idParamsSchema,
    response: { 200: couponResponseSchema },
  }),
  apply: defineContract({
    method: "POST",
    path: "/coupons/apply",
    body: applyCouponBodySchema,
    response: { 200: applyCouponResponseSchema },
  }),
};
