import { adminMessages, operationsMessages, SUSPENSION_REASON_MAX, type User } from "@classwise/shared";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { toast } from "../../../lib/toast";
import { useChangeSuspension } from "../api/suspension";

const copy = operationsMessages;
const nameOf = (user: User) => user.name || user.email;

/**
 * Suspending asks for the reason (required, kept in the audit log); lifting asks before it is done. The
 * outcome is told in a toast, a refusal (oneself, the last admin) with the server's words.
 */
export function useSuspensionDialog() {
  const [target, setTarget] = useState<User | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useChangeSuspension();

  const open = (user: User) => {
    setReason("");
    setReasonError(undefined);
    setTarget(user);
  };

  const confirm = () => {
    if (!target) return;
    const user = target;
    if (user.suspended) {
      setTarget(null);
      change.mutate(
        { uid: user.uid, suspend: false },
        {
          onSuccess: () => toast.success(copy.suspensionLifted(nameOf(user))),
          onError: (failure) => toast.error(failure.message || copy.liftFailed),
        },
      );
      return;
    }
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(copy.reasonRequired);
      return;
    }
    setTarget(null);
    change.mutate(
      { uid: user.uid, suspend: true, reason: trimmed },
      {
        onSuccess: () => toast.success(copy.userSuspended(nameOf(user))),
        onError: (failure) => toast.error(failure.message || copy.suspendFailed),
      },
    );
  };

  const lifting = target?.suspended === true;
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target ? (lifting ? copy.liftTitle(nameOf(target)) : copy.suspendTitle(nameOf(target))) : ""}
      confirmLabel={lifting ? copy.confirmLift : copy.confirmSuspend}
      cancelLabel={adminMessages.cancel}
      confirmVariant={lifting ? "primary" : "danger"}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    >
      {lifting ? (
        <p>{copy.liftText}</p>
      ) : (
        <div className="space-y-4">
          <p>{copy.suspendText}</p>
          <TextAreaField
            label={copy.reasonLabel}
            hint={copy.reasonHint}
            value={reason}
            maxLength={SUSPENSION_REASON_MAX}
            rows={3}
            error={reasonError}
            required
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(undefined);
            }}
          />
        </div>
      )}
    </ConfirmDialog>
  );
  return { dialog, open, busyUid: change.isPending ? (change.variables?.uid ?? null) : null };
}
