import type { Db } from "@classwise/db/client";
import { messages, type PayoutSchedule, type PayoutScheduleResponse } from "@classwise/shared";
import type { JobContext, JobHandler } from "../../jobs/worker.js";
import type { Actor } from "../../policy/index.js";
import type { PaymentProvider } from "../../providers/payments/index.js";
import { appendAudit } from "../audit/append.js";
import { duePeriod, nextPeriodStart, periodStartAt, sameTiming, toSchedule } from "./payout-period.js";
import * as repository from "./schedule-repository.js";
import { type LedgerDeps, runPayouts } from "./service.js";

async function scheduleResponse(db: Db, now: Date, message?: string): Promise<PayoutScheduleResponse> {
  const [row, last] = await Promise.all([repository.findSchedule(db), repository.latestRun(db)]);
  const schedule = toSchedule(row);
  let nextRunAt: Date | null = null;
  if (row?.enabled) {
    const due = duePeriod(row, now);
    // A due period not claimed yet starts at the scheduler's next tick (within a minute); one already run is past.
    nextRunAt =
      due && !(await repository.isPeriodClaimed(db, due))
        ? due
        : nextPeriodStart(schedule, periodStartAt(schedule, now));
    while (last && nextRunAt.getTime() <= last.periodStart.getTime()) nextRunAt = nextPeriodStart(schedule, nextRunAt);
  }
  return {
    success: true,
    ...(message ? { message } : {}),
    schedule,
    nextRunAt: nextRunAt?.toISOString() ?? null,
    lastRun: last
      ? {
          periodStart: last.periodStart.toISOString(),
          status: last.status as "running" | "done",
          paid: last.paid,
          failed: last.failed,
          skipped: last.skipped,
          paidCents: Number(last.paidCents),
          startedAt: last.startedAt.toISOString(),
          finishedAt: last.finishedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /admin/payouts/schedule: the schedule, when it next runs, and how its last run went. */
export async function getPayoutSchedule(deps: Pick<LedgerDeps, "db" | "config">): Promise<PayoutScheduleResponse> {
  return scheduleResponse(deps.db, deps.config.now());
}

/**
 * PUT /admin/payouts/schedule: saves the schedule and its audit entry in one transaction. Switching it on or
 * changing its timing makes it count from now; saving it unchanged keeps a period that is due but not yet run.
 */
export async function updatePayoutSchedule(
  deps: Pick<LedgerDeps, "db" | "config">,
  actor: Actor,
  input: PayoutSchedule,
): Promise<PayoutScheduleResponse> {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    const row = await repository.findSchedule(tx, true);
    const before = toSchedule(row);
    const unchanged = row?.enabled && input.enabled && sameTiming(before, input);
    await repository.saveSchedule(tx, {
      ...input,
      effectiveFrom: unchanged && row ? row.effectiveFrom : now,
      updatedBy: actor.uid,
    });
    await appendAudit(tx, {
      actor,
      action: "payout.schedule-changed",
      objectType: "payout-schedule",
      objectId: "payouts",
      before: row ? before : null,
      after: input,
    });
  });
  return scheduleResponse(deps.db, now, messages.earnings.payoutScheduleSaved);
}

/**
 * The queued run: the on-demand payout run (each balance reserved once under its teacher's lock, so a run
 * repeated after a crash pays only what is still unpaid), then the period's result and its audit entry.
 */
export function payoutJobHandlers(payments: PaymentProvider): Record<string, JobHandler> {
  return {
    "payout-run": {
      async run(payload, context: JobContext) {
        const periodStart = new Date(String(payload.periodStart));
        const result = await runPayouts({ db: context.db, payments, log: context.log, config: context.config }, null);
        const { paid, failed, skipped, paidCents } = result;
        await context.db.transaction(async (tx) => {
          if (!(await repository.finishRun(tx, periodStart, { paid, failed, skipped, paidCents }))) return;
          await appendAudit(tx, {
            actor: null,
            action: "payout.scheduled-run",
            objectType: "payout-schedule",
            objectId: periodStart.toISOString(),
            after: { paid, failed, skipped, paidCents },
          });
        });
        context.log.info({ periodStart, paid, failed, skipped, paidCents }, "scheduled payout run finished");
      },
    },
  };
}
