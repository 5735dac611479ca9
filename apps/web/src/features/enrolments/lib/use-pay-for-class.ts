import { type CreatePaymentIntentResponse, classPageMessages, TIMERS } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { createPaymentIntent } from "../api/create-payment-intent";
import { processEnrollment } from "../api/process-enrollment";
import type { BillingDetails, CardGateway } from "./card-gateway";

const enrolmentToast = { autoClose: TIMERS.toastEnrolment };

/**
 * product §4 Enrollment flow: create the intent, confirm the card with billing name and email, then process
 * the enrolment. Failures are reported as product §8 words them: card errors inline; a failed intent inline
 * plus a toast; a payment that went through without the enrolment inline plus a toast with the payment id.
 */
export function usePayForClass(classId: string, gateway: CardGateway, onPaid: () => void, couponCode?: string) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  // A refused card's message is tied to the card it was about: editing the card retires it (a new error from
  // the card field may follow, and the two must not stand side by side).
  const [failure, setFailure] = useState<{ message: string; cardVersion: number | null } | null>(null);
  const setError = (message: string | null, aboutCard = false) =>
    setFailure(message === null ? null : { message, cardVersion: aboutCard ? gateway.cardVersion : null });
  const error =
    failure && (failure.cardVersion === null || failure.cardVersion === gateway.cardVersion) ? failure.message : null;

  const refreshEnrolment = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.enrolments.all }),
    ]);

  const pay = async (billing: BillingDetails) => {
    if (processing) return;
    setProcessing(true);
    setError(null);
    try {
      let intent: CreatePaymentIntentResponse;
      try {
        intent = await createPaymentIntent(classId, couponCode);
      } catch (failure) {
        const alreadyEnrolled = failure instanceof ApiError && failure.status === 409;
        setError(failure instanceof ApiError && failure.status > 0 ? failure.message : classPageMessages.paymentFailed);
        if (alreadyEnrolled) {
          toast.info(classPageMessages.alreadyEnrolled, enrolmentToast);
          void refreshEnrolment();
        } else {
          toast.error(classPageMessages.paymentFailedToast, enrolmentToast);
        }
        return;
      }

      // A free class is enrolled by the server at once: no card to confirm.
      if ("enrolled" in intent) {
        onPaid();
        void refreshEnrolment();
        return;
      }

      // A payment library that throws instead of answering still leaves the student a message.
      const confirmation = await gateway
        .confirm(intent.clientSecret, billing)
        .catch(() => ({ status: "failed", reason: "other", message: classPageMessages.paymentFailed }) as const);
      if (confirmation.status === "failed") {
        setError(confirmation.message, confirmation.reason === "card");
        if (confirmation.reason === "other") toast.error(classPageMessages.paymentFailedToast, enrolmentToast);
        return;
      }

      try {
        await processEnrollment({ paymentIntentId: confirmation.paymentIntentId, classId });
      } catch {
        setError(classPageMessages.paidNotEnrolled);
        toast.error(classPageMessages.paidNotEnrolledToast(confirmation.paymentIntentId), enrolmentToast);
        return;
      }
      // Success first: refreshed class data (now enrolled) must not replace the form before it shows.
      onPaid();
      void refreshEnrolment();
    } finally {
      setProcessing(false);
    }
  };

  return { pay, processing, error };
}
