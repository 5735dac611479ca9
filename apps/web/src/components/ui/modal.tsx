import { uiMessages } from "@classwise/shared";
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { StrokeIcon } from "./stroke-icon";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content, right-aligned on wide screens. */
  footer?: ReactNode;
  /** While work is in flight: Escape, the backdrop and the close button do nothing. */
  isCloseDisabled?: boolean;
  size?: "md" | "lg";
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The app's one dialog: a native `<dialog>` shown with `showModal()`, so the browser keeps focus inside and the
 * page behind inert. Labelled by its title; focus goes to the field marked `data-autofocus` (else the first
 * control); Escape and a click on the backdrop close it unless `isCloseDisabled`; the page behind does not
 * scroll; focus returns to where it was when it closes. Forms (`FormModal`) and confirmations
 * (`confirm-dialog.tsx`) are built on it.
 */
export function Modal({ open, title, onClose, children, footer, isCloseDisabled = false, size = "md" }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const disabledRef = useRef(isCloseDisabled);
  disabledRef.current = isCloseDisabled;

  // A layout effect: focus is inside before the dialog is first painted. Moved after the paint, it could land
  // on the first field after the user (or a test) had already begun typing in another one.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const requestClose = () => {
    if (!disabledRef.current) closeRef.current();
  };
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: the browser's own close is replaced by the owner's, which may refuse while work is in flight.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          requestClose();
          return;
        }
        // Tab from the last control comes back to the first (and Shift+Tab the other way) instead of leaving
        // for the browser's own controls.
        if (event.key !== "Tab") return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
        const head = items[0];
        const tail = items.at(-1);
        if (!head || !tail) return;
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }}
      // The dialog box is the panel's size: a click on the dialog element itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className={`mx-auto mt-auto mb-0 max-h-[92vh] w-full max-w-none overflow-hidden rounded-t-2xl bg-white p-0 text-slate-700 shadow-2xl outline-none backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px] sm:my-auto sm:rounded-2xl dark:bg-slate-900 dark:text-slate-300 dark:ring-1 dark:ring-slate-800 ${
        size === "lg" ? "sm:max-w-2xl" : "sm:max-w-lg"
      }`}
    >
      <div className="flex max-h-[92vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            onClick={requestClose}
            disabled={isCloseDisabled}
            aria-label={uiMessages.closeDialog}
            className="-mr-2 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            <StrokeIcon d="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-800">
            {footer}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
