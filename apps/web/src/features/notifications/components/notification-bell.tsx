import { notificationBellMessages } from "@classwise/shared";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { usePopup } from "../../../components/ui/use-popup";
import { useUnreadCount } from "../api/get-unread-count";

// The panel's code (and the texts of every kind of notification) loads when the panel first opens, or when the
// pointer or focus reaches the bell just before.
const loadList = () => import("./notification-list");
const NotificationList = lazy(() => loadList().then((m) => ({ default: m.NotificationList })));

const copy = notificationBellMessages;

/**
 * The bell in the navbar: the unread count (polled, and read again when the tab gets focus), a panel with
 * the newest notifications. A polite live region says the count when it changes, not on every poll.
 */
export function NotificationBell() {
  const count = useUnreadCount();
  const unread = count.data ?? 0;
  const { open, setOpen, containerRef, triggerRef } = usePopup();
  const panelId = useId();
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (count.data === undefined) return;
    if (previous.current !== undefined && previous.current !== count.data) {
      setAnnouncement(copy.unreadAnnouncement(count.data));
    }
    previous.current = count.data;
  }, [count.data]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={copy.bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        data-testid="notification-bell"
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <StrokeIcon
          d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
          size={22}
          rounded={false}
        />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-2 top-16 z-50 mt-1 max-h-[75vh] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense fallback={<Spinner />}>
            <NotificationList unread={unread} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
