import { type ReactNode, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { StrokeIcon } from "./stroke-icon";

/**
 * A panel that slides in from the side on narrow screens: a native `<dialog>` opened with `showModal()`, so the
 * page behind is inert. Labelled by its title; focus goes to the element marked `data-autofocus` (else the close
 * button, until a marked element appears); Escape, the close button and a press on the backdrop close it; focus returns to what opened it.
 */
export function Drawer({
  open,
  title,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const marked = dialog.querySelector<HTMLElement>("[data-autofocus]");
    const fallback = dialog.querySelector<HTMLElement>("button");
    (marked ?? fallback)?.focus();
    // Content still loading when the drawer opened: its marked element takes focus when it appears, unless the
    // user has moved on from the close button meanwhile.
    const late = marked
      ? undefined
      : new MutationObserver(() => {
          const appeared = dialog.querySelector<HTMLElement>("[data-autofocus]");
          if (!appeared) return;
          late?.disconnect();
          if (document.activeElement === fallback) appeared.focus();
        });
    late?.observe(dialog, { childList: true, subtree: true });
    return () => {
      late?.disconnect();
      if (dialog.open) dialog.close();
      // Back to the opener; an item opened from the drawer then moves focus to its own title when it shows.
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-label={title}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A press on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="min-h-full">
        <div className="flex items-center justify-end border-b border-slate-200 px-3 py-2 dark:border-slate-800">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <StrokeIcon d="M6 6l12 12M18 6L6 18" size={20} />
          </button>
        </div>
        <div className="p-4">{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
