import { api } from "../../../lib/contract-call";

/** Enrols the student once paid (product §7): the server checks the intent with the provider before enrolling. */
export function processEnrollment(input: { paymentIntentId: string; classId: string }) {
  return api("POST /process-enrollment", { body: input });
}
