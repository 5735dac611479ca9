import { type FormEventHandler, type ReactNode, useId } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/** The texts of a form modal: its title, Cancel, the submit button, and that button while the form sends. */
export interface FormModalText {
  title: string;
  cancel: string;
  submit: string;
  busy: string;
}

/**
 * A modal around one form: the form itself (unchecked by the browser, so the schema's messages show), then
 * Cancel and the submit button in the footer; while the form is sending the dialog cannot be closed and the
 * submit button shows `text.busy`.
 */
export function FormModal({
  open,
  text,
  onClose,
  onSubmit,
  busy,
  formLabel,
  size,
  submitClassName,
  children,
}: {
  open: boolean;
  text: FormModalText;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** A name for the form where it should be a landmark of its own. */
  formLabel?: string;
  size?: "md" | "lg";
  submitClassName?: string;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={text.title}
      onClose={onClose}
      isCloseDisabled={busy}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} className={submitClassName}>
            {busy ? text.busy : text.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={formLabel} className="space-y-5">
        {children}
      </form>
    </Modal>
  );
}
