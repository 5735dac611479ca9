import { moneyScreenMessages, type PayoutScheduleResponse } from "@classwise/shared";
import { Button } from "../../../components/ui/button";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { panelClass } from "../../../components/ui/titled-section";
import { formatCents } from "../../../lib/numbers";
import { toast } from "../../../lib/toast";
import { usePayoutSchedule } from "../api/get-payout-schedule";
import { useRunPayouts } from "../api/run-payouts";
import { ScheduleForm } from "./schedule-form";

const copy = moneyScreenMessages.payouts;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const formatUtc = (iso: string) => copy.dateTime(dateFormat.format(new Date(iso)), timeFormat.format(new Date(iso)));

function lastRunText(lastRun: PayoutScheduleResponse["lastRun"]) {
  if (!lastRun) return copy.noRunYet;
  const period = formatUtc(lastRun.periodStart);
  return lastRun.status === "running"
    ? copy.lastRunRunning(period)
    : copy.lastRunDone(period, lastRun.paid, formatCents(lastRun.paidCents), lastRun.failed);
}

/** Admin dashboard: run payouts now, and the payout schedule with its next and last run. */
export function PayoutsTab() {
  const query = usePayoutSchedule();
  const run = useRunPayouts();

  return (
    <section aria-labelledby="payouts-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="payouts-title" className="text-2xl font-bold">
            {copy.title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{copy.intro}</p>
        </div>
        <Button
          type="button"
          busy={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: (result) => toast.success(result.message),
              onError: () => toast.error(copy.runFailed),
            })
          }
        >
          {copy.runNowButton}
        </Button>
      </div>
      {query.isError ? (
        <SectionError onRetry={() => query.refetch()}>{copy.loadFailed}</SectionError>
      ) : query.isPending ? (
        <SectionStatus kind="loading">{copy.loading}</SectionStatus>
      ) : (
        <section aria-labelledby="payout-schedule-title" className={panelClass}>
          <h3 id="payout-schedule-title" className="text-lg font-semibold">
            {copy.scheduleTitle}
          </h3>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium">{copy.nextRunLabel}</dt>
              <dd data-testid="payout-next-run" className="text-slate-700 dark:text-slate-300">
                {query.data.nextRunAt ? formatUtc(query.data.nextRunAt) : copy.scheduleOff}
              </dd>
            </div>
            <div>
              <dt className="font-medium">{copy.lastRunLabel}</dt>
              <dd data-testid="payout-last-run" className="text-slate-700 dark:text-slate-300">
                {lastRunText(query.data.lastRun)}
              </dd>
            </div>
          </dl>
          <ScheduleForm initial={query.data.schedule} />
        </section>
      )}
    </section>
  );
}
