import { payments } from "@classwise/db/schema";
import { and, eq, ne, type SQL } from "drizzle-orm";
import { callProvider, type EnrolmentDeps } from "./fulfilment.js";
import * as repository from "./repository.js";

/**
 * Unsafe: checks no caller; run after the class's owner changed or deleted it.
 *
 * An intent pays for the class as it was when the intent was created. When a class changes price or is
 * deleted, its open intents are canceled at the provider, so they can no longer be paid; one the provider
 * reports as already paid was paid in time and stays open for fulfilment.
 */
export async function unsafeCancelStaleIntentsOfClass(
  deps: EnrolmentDeps,
  classId: string,
  currentPriceCents: number | null,
): Promise<number> {
  const stale: SQL[] = [eq(payments.classId, classId), eq(payments.status, "created")];
  if (currentPriceCents !== null) stale.push(ne(payments.amountCents, currentPriceCents));
  const rows = await deps.db
    .select({ id: payments.id, intentId: payments.providerIntentId })
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.kind), ...stale));
  return unsafeCancelOpenIntents(deps, rows);
}

/** Unsafe (no caller check): cancels these open intents at the provider and marks their payments canceled, paid ones excepted. */
export async function unsafeCancelOpenIntents(deps: EnrolmentDeps, rows: { id: string; intentId: string }[]) {
  if (rows.length === 0) return 0;
  const { paid } = await callProvider(deps, () => deps.payments.cancelIntents(rows.map((row) => row.intentId)));
  const canceled = rows.filter((row) => !paid.includes(row.intentId));
  await repository.cancelOpenPayments(
    deps.db,
    canceled.map((row) => row.id),
  );
  return canceled.length;
}
