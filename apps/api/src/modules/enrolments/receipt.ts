import { centsToDollars, formatPrice, messages } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";
import { type NotificationMessage, notificationLinks } from "../notifications/notify.js";

/**
 * The payment receipt of a new enrolment. Its title names the class, which the fulfilment statement reads
 * itself: the text around the title is cut from the message, so the wording stays in one place.
 */
export function paymentReceiptMessage(intent: { classId: string; amountCents: number }): NotificationMessage {
  const marker = "\u0000";
  const [before = "", after = ""] = messages.notifications.paymentReceipt(marker).split(marker);
  const title: SQL = sql`${before} || coalesce((select title from classes where id = ${intent.classId}), '') || ${after}`;
  return {
    kind: "payment-receipt",
    title,
    body: messages.notifications.paymentReceiptBody(formatPrice(centsToDollars(intent.amountCents))),
    link: notificationLinks.enrolledClass(intent.classId),
  };
}
