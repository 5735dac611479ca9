import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind, notificationContracts } from "@classwise/shared";

const sign = (secret: string, userId: string, kind: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}:${kind}`).digest("base64url");

/** The unsubscribe route's path under the API's base path `/api`, as its contract declares it. */
export const UNSUBSCRIBE_ROUTE = notificationContracts.unsubscribe.path;

/** The one-click unsubscribe address of one user and one kind: signed, so nobody can switch off another's. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, kind: NotificationKind): string {
  const query = new URLSearchParams({ u: userId, k: kind, s: sign(secret, userId, kind) });
  return `${publicUrl}/api${UNSUBSCRIBE_ROUTE}?${query}`;
}

/** The kind the signature allows to switch off, or undefined. */
export function verifyUnsubscribe(
  secret: string,
  query: { u: string; k: string; s: string },
): NotificationKind | undefined {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(query.k)) return undefined;
  const expected = Buffer.from(sign(secret, query.u, query.k));
  const given = Buffer.from(query.s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return query.k as NotificationKind;
}
