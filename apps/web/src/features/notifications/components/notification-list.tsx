import { type Notification, notificationsMessages } from "@classwise/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { TitledSection } from "../../../components/ui/titled-section";
import { toast } from "../../../lib/toast";
import { useNotificationFeed } from "../api/list-notifications";
import { useMarkRead } from "../api/mark-read";
import { formatRelative } from "../lib/relative-time";

const copy = notificationsMessages;
/** The newest notifications with links, and older ones on request; opening one marks it read. */
export function NotificationList({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const list = useNotificationFeed(true);
  const mark = useMarkRead();
  const { refetch } = list;
  const shownFor = useRef(unread);
  // A new notification raised the count while the list is open: show it.
  useEffect(() => {
    if (unread <= shownFor.current) {
      shownFor.current = unread;
      return;
    }
    shownFor.current = unread;
    void refetch();
  }, [unread, refetch]);
  // "Show older" keeps focus while it stays; when the last page removes it, focus moves to the first
  // notification it brought instead of falling back to the page.
  const listRef = useRef<HTMLUListElement>(null);
  const firstOlder = useRef<number | null>(null);
  const shown = list.data?.notifications.length ?? 0;
  useEffect(() => {
    const index = firstOlder.current;
    if (index === null || list.isFetchingNextPage || shown <= index) return;
    firstOlder.current = null;
    if (!list.hasNextPage) listRef.current?.children[index]?.querySelector("a")?.focus();
  }, [shown, list.hasNextPage, list.isFetchingNextPage]);
  const markRead = (id: string | "all") =>
    mark.mutate(id, { onError: () => toast.error(copy.updateFailed, { toastId: "notifications-update" }) });

  return (
    <TitledSection
      titleId="notifications-title"
      title={copy.title}
      className="flex max-h-[75vh] flex-col"
      titleClassName="font-semibold text-slate-900 dark:text-white"
      headerClassName="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700"
      aside={
        <button
          type="button"
          onClick={() => markRead("all")}
          disabled={unread === 0 || mark.isPending}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {copy.markAllRead}
        </button>
      }
    >
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="px-4 py-6 text-center text-sm text-red-700 dark:text-red-300">
            {copy.loadFailed}
          </p>
        ) : list.data.notifications.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="font-semibold text-slate-800 dark:text-slate-200">{copy.empty}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.emptyText}</p>
          </div>
        ) : (
          <>
            <ul ref={listRef} className="divide-y divide-slate-100 dark:divide-slate-800">
              {list.data.notifications.map((item) => (
                <NotificationItem
                  key={item._id}
                  item={item}
                  onOpen={() => {
                    if (!item.readAt) markRead(item._id);
                    onNavigate();
                  }}
                  onMarkRead={() => markRead(item._id)}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="border-t border-slate-200 p-3 text-center dark:border-slate-700">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-busy={list.isFetchingNextPage || undefined}
                  onClick={() => {
                    // Not disabled while loading, so keyboard focus stays on the button.
                    if (list.isFetchingNextPage) return;
                    firstOlder.current = shown;
                    void list.fetchNextPage();
                  }}
                  aria-describedby="notifications-shown"
                >
                  {list.isFetchingNextPage ? copy.loadingOlder : copy.showOlder}
                </Button>
                <p id="notifications-shown" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {copy.shownOf(list.data.notifications.length, list.data.total)}
                </p>
              </div>
            )}
            {list.isFetchNextPageError && (
              <p role="alert" className="px-4 pb-3 text-center text-sm text-red-700 dark:text-red-300">
                {copy.loadFailed}
              </p>
            )}
          </>
        )}
      </div>
    </TitledSection>
  );
}

function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const isUnread = item.readAt === null;
  return (
    <li
      data-testid="notification-item"
      className={`flex gap-3 px-4 py-3 ${isUnread ? "bg-brand-50/60 dark:bg-slate-800/60" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${isUnread ? "bg-brand-600" : "bg-transparent"}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={item.link}
          onClick={onOpen}
          className="block rounded-sm font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white"
        >
          {isUnread && <span className="sr-only">{copy.unread}: </span>}
          {item.title}
        </Link>
        <p className="mt-0.5 break-words text-sm text-slate-600 dark:text-slate-400">{item.body}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={item.createdAt}>{formatRelative(item.createdAt, Date.now())}</time>
        </p>
      </div>
      {isUnread && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`${copy.markRead}: ${item.title}`}
          className="h-fit shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {copy.markRead}
        </button>
      )}
    </li>
  );
}
