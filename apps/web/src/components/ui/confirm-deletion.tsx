import { classesMessages, TIMERS } from "@classwise/shared";
import { type ReactNode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ConfirmDialog } from "./confirm-dialog";
import { Modal } from "./modal";
import { StrokeIcon } from "./stroke-icon";

/**
 * Shows one dialog outside the React tree of the page (deletion is asked from event handlers, not from a
 * render), and resolves with what it settles on once it has closed.
 */
let dialogsShown = 0;

function showDialog<T>(render: (settle: (value: T) => void) => ReactNode): Promise<T> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    // A prefix of its own: the ids React makes here must not repeat those of the page's tree.
    const root = createRoot(host, { identifierPrefix: `dialog${++dialogsShown}-` });
    let settled = false;
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      root.unmount();
      host.remove();
      resolve(value);
    };
    root.render(render(settle));
  });
}

/**
 * The delete confirmation, used for classes, lessons and attachments alike (docs/product.md, "Deleting"):
 * 'Are you sure?', the text, 'Cancel' and 'Yes, delete it!', with Cancel focused. Resolves true on confirm.
 */
export function confirmDeletion(text: string): Promise<boolean> {
  return showDialog<boolean>((settle) => (
    <ConfirmDialog
      open
      title={classesMessages.confirmTitle}
      confirmLabel={classesMessages.confirmYes}
      cancelLabel={classesMessages.confirmCancel}
      confirmVariant="danger"
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      <p className="flex items-start gap-3">
        <StrokeIcon
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          className="h-6 w-6 shrink-0 text-amber-500"
        />
        <span>{text}</span>
      </p>
    </ConfirmDialog>
  ));
}

function DeletedNotice({ text, onDone }: { text: string; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), TIMERS.deletedNotice);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!open) onDone();
  }, [open, onDone]);
  return (
    <Modal open={open} title={classesMessages.deletedNotice} onClose={() => setOpen(false)}>
      <p className="flex items-start gap-3" role="status">
        <StrokeIcon d="M20 6 9 17l-5-5" className="h-6 w-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
        <span>{text}</span>
      </p>
    </Modal>
  );
}

/** The 'Deleted!' notice: closes itself after 2 seconds (or at once with Escape or its close button). */
export async function showDeletedNotice(text: string): Promise<void> {
  await showDialog<void>((settle) => <DeletedNotice text={text} onDone={() => settle()} />);
}
