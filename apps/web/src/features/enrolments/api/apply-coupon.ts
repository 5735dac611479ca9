import { api } from "../../../lib/contract-call";

/** The price with a coupon, or the server's reason it does not apply (nothing redeemed). */
export function applyCoupon(classId: string, code: string) {
  return api("POST /coupons/apply", { body: { classId, code } });
}
