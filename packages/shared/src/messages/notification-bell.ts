// The navbar's bell: a module of its own, so the first load of a page carries only these texts.

/** The navbar's bell, on every page of a signed-in user. */
export const notificationBellMessages = {
  bellLabel: (count: number) =>
    count === 0 ? "Notifications" : count === 1 ? "Notifications, 1 unread" : `Notifications, ${count} unread`,
  unreadAnnouncement: (count: number) =>
    count === 0 ? "No unread notifications" : count === 1 ? "1 unread notification" : `${count} unread notifications`,
} as const;
