import type { ProcessEnrollmentResponse } from "@classwise/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /process-enrollment (product §7): the server checks the intent with the provider before enrolling. */
export function processEnrollment(input: { paymentIntentId: string; classId: string }) {
  return apiRequest<ProcessEnrollmentResponse>("/process-enrollment", { method: "POST", body: input });
}
