import { api } from "../../../lib/contract-call";

/**
 * Starts paying for a class (product §7). Only the class and the coupon code are sent: the server takes the
 * price from the class and the coupon, and the student from the token.
 */
export function createPaymentIntent(classId: string, couponCode?: string) {
  return api("POST /create-payment-intent", { body: couponCode ? { classId, couponCode } : { classId } });
}
