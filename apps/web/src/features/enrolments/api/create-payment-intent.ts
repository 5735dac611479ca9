import type { CreatePaymentIntentResponse } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /create-payment-intent (product §7). Only the class and the coupon code are sent: the server takes the
 * price from the class and the coupon, and the student from the token.
 */
export function createPaymentIntent(classId: string, couponCode?: string) {
  return apiRequest<CreatePaymentIntentResponse>("/create-payment-intent", {
    method: "POST",
    body: couponCode ? { classId, couponCode } : { classId },
  });
}
