import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export interface RefundPaymentInput {
  paymentId: string;
  reason: string;
}

export function refundPayment({ paymentId, reason }: RefundPaymentInput) {
  return api("POST /payments/:id/refund", { params: { id: paymentId }, body: { reason } });
}

/**
 * POST /payments/{id}/refund. A refund ends an enrolment, so the payments, the enrolled classes and the
 * class pages (enrolled counts, "Enrolled" badges) are read again.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.enrolments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
      ]);
    },
  });
}
