import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/**
 * A modal around one form: Cancel and the submit button (tied to the form by `formId`) sit in the footer,
 * and while the form is sending the dialog cannot be closed and the submit button shows `busyLabel`.
 */
export function FormModal({
  open,
  title,
  onClose,
  formId,
  busy,
  cancelLabel,
  submitLabel,
  busyLabel,
  size,
  submitClassName,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  formId: string;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  size?: "md" | "lg";
  submitClassName?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      isCloseDisabled={busy}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy} className={submitClassName}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
