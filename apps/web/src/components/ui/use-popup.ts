import { useEffect, useRef, useState } from "react";

/**
 * Open/closed state of a menu or disclosure that hangs off a button: a press outside, Escape, or focus
 * leaving it closes it, and Escape puts focus back on the button that opened it.
 */
export function usePopup<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<Trigger>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    // Tab (or a click) taking focus somewhere else closes it too.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && containerRef.current && !containerRef.current.contains(next)) setOpen(false);
    };
    const container = containerRef.current;
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    container?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      container?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return { open, setOpen, containerRef, triggerRef };
}

/** Arrow keys, Home and End across a menu's items (WAI-ARIA menu button pattern); Tab is left alone. */
export function moveMenuFocus(event: React.KeyboardEvent<HTMLElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number | undefined;
  if (event.key === "ArrowDown") next = (index + 1) % items.length;
  else if (event.key === "ArrowUp") next = (index - 1 + items.length) % items.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = items.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}
