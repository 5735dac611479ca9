import { param } from "@classwise/db/prepared";
import { centsToDollars, formatPrice, messages, paths } from "@classwise/shared";
import { type SQL, sql } from "drizzle-orm";
import type { NotificationMessage } from "../notifications/notify.js";

/**
 * The payment receipt of a new enrolment, as the fulfilment's prepared statement writes it: its title names
 * the class, which the statement reads itself (the text around the title is cut from the message, so the
 * wording stays in one place); the body and link are the statement's parameter `receiptBody` (given by
 * `paymentReceiptValues`) and the receipt page of the payment the statement marked paid.
 */
export function paymentReceiptMessage(classId: SQL, paymentId: SQL): NotificationMessage {
  const marker = "\u0000";
  const [before = "", after = ""] = messages.notifications.paymentReceipt(marker).split(marker);
  return {
    kind: "payment-receipt",
    title: sql`${before} || coalesce((select title from classes where id = ${classId}), '') || ${after}`,
    body: sql`${param("receiptBody")}`,
    link: sql`${paths.receipt("")} || ${paymentId}`,
  };
}

export function paymentReceiptValues(intent: { amountCents: number }) {
  return {
    receiptBody: messages.notifications.paymentReceiptBody(formatPrice(centsToDollars(intent.amountCents))),
  };
}
