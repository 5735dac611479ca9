import { centsToDollars, formatPrice, messages } from "@classwise/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { classes } from "../../db/schema.js";
import { notificationLinks, notifyUsers } from "../notifications/notify.js";
import type { FulfilmentRow } from "./repository.js";

/** The payment receipt of a new enrolment, written in the fulfilment's transaction. */
export async function notifyPaymentReceipt(tx: Db, row: FulfilmentRow): Promise<void> {
  const [item] = await tx.select({ title: classes.title }).from(classes).where(eq(classes.id, row.class_id)).limit(1);
  await notifyUsers(tx, [row.student_id], {
    kind: "payment-receipt",
    title: messages.notifications.paymentReceipt(item?.title ?? ""),
    body: messages.notifications.paymentReceiptBody(formatPrice(centsToDollars(Number(row.amount_cents)))),
    link: notificationLinks.enrolledClass(row.class_id),
  });
}
