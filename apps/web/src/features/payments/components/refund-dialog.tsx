import { adminMessages, formatPrice, type PaymentRecord, paymentsMessages, REFUND_REASON_MAX } from "@classwise/shared";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { toast } from "../../../lib/toast";
import { useRefundPayment } from "../api/refund-payment";

const copy = paymentsMessages;

/**
 * Asks before refunding, with the reason: optional for the student (no questions asked), required of an
 * admin. The answer is told in a toast; a refused refund says why, and can be asked again.
 */
export function useRefundDialog({ asAdmin }: { asAdmin: boolean }) {
  const [payment, setPayment] = useState<PaymentRecord | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refund = useRefundPayment();

  useEffect(() => {
    if (payment) {
      setReason("");
      setError(undefined);
    }
  }, [payment]);

  const confirm = () => {
    if (!payment) return;
    const trimmed = reason.trim();
    if (asAdmin && !trimmed) {
      setError(copy.reasonRequired);
      return;
    }
    setPayment(null);
    refund.mutate(
      { paymentId: payment._id, reason: trimmed },
      {
        onSuccess: () => toast.success(copy.refundDone),
        onError: (failure) => toast.error(failure.message || copy.refundFailed),
      },
    );
  };

  const amount = payment ? formatPrice(payment.amount) : "";
  const dialog = (
    <ConfirmDialog
      open={payment !== null}
      title={copy.refundTitle}
      confirmLabel={copy.confirmRefund}
      cancelLabel={adminMessages.cancel}
      confirmVariant="danger"
      onConfirm={confirm}
      onCancel={() => setPayment(null)}
    >
      {payment && (
        <div className="space-y-4">
          <p>
            {asAdmin
              ? copy.adminRefundText(amount, payment.classTitle, payment.studentName)
              : copy.refundText(amount, payment.classTitle)}
          </p>
          <TextAreaField
            label={asAdmin ? copy.adminReasonLabel : copy.reasonLabel}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            rows={3}
            error={error}
            required={asAdmin}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(undefined);
            }}
          />
        </div>
      )}
    </ConfirmDialog>
  );
  return {
    dialog,
    open: setPayment,
    busyId: refund.isPending ? (refund.variables?.paymentId ?? null) : null,
  };
}
