import type { ApplyCouponResponse } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /coupons/apply: the price with a coupon, or the server's reason it does not apply (nothing redeemed). */
export function applyCoupon(classId: string, code: string) {
  return apiRequest<ApplyCouponResponse>("/coupons/apply", { method: "POST", body: { classId, code } });
}
