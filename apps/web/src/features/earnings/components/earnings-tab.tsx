import { type EarningsReportResponse, formatCount, moneyScreenMessages, type ReportInterval } from "@classwise/shared";
import { useId, useMemo, useState } from "react";
import { ChartPanel, type ChartSeries, periodLabel } from "../../../components/charts/chart-panel";
import { IntervalSelect, selectClass } from "../../../components/charts/interval-select";
import { Button } from "../../../components/ui/button";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { StatCards, statIcons } from "../../../components/ui/stat-cards";
import { panelClass } from "../../../components/ui/titled-section";
import { useAuth } from "../../../lib/auth/auth-context";
import { formatCents } from "../../../lib/numbers";
import { toast } from "../../../lib/toast";
import { exportEarnings } from "../api/export-earnings";
import { useEarnings } from "../api/get-earnings";
import { useEarningsReport } from "../api/get-earnings-report";
import { ClassEarningsTable } from "./class-earnings-table";
import { PayoutAccountPanel } from "./payout-account-panel";
import { PayoutsTable } from "./payouts-table";

const copy = moneyScreenMessages.earnings;

function useCharts(report: EarningsReportResponse | undefined, interval: ReportInterval) {
  return useMemo(() => {
    const series = report?.series ?? [];
    const labels = series.map((point) => periodLabel(point.period, interval));
    const money: ChartSeries[] = [
      { label: copy.seriesGross, values: series.map((point) => point.grossCents), tone: "brand" },
      { label: copy.seriesShare, values: series.map((point) => point.shareCents), tone: "emerald" },
      { label: copy.seriesRefunded, values: series.map((point) => point.refundCents), tone: "rose" },
    ];
    const enrolments: ChartSeries[] = [
      { label: copy.seriesEnrolments, values: series.map((point) => point.enrolments), tone: "sky" },
    ];
    const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
    return {
      labels,
      money,
      enrolments,
      grossTotal: total(money[0]?.values ?? []),
      shareTotal: total(money[1]?.values ?? []),
      enrolmentTotal: total(enrolments[0]?.values ?? []),
    };
  }, [report, interval]);
}

/** Teacher dashboard: balance, payout account, revenue and enrolment charts with tables, per class, payouts. */
export function EarningsTab() {
  const { user } = useAuth();
  const uid = user?.uid ?? "";
  const [interval, setInterval] = useState<ReportInterval>("day");
  const [classId, setClassId] = useState("");
  const [exporting, setExporting] = useState(false);
  const classSelectId = useId();
  const earnings = useEarnings(uid);
  const report = useEarningsReport(uid, { interval, classId: classId || undefined });
  const charts = useCharts(report.data, interval);
  const balance = earnings.data?.balance;

  async function onExport() {
    setExporting(true);
    try {
      await exportEarnings({ interval, classId: classId || undefined });
    } catch (error) {
      toast.error((error as Error).message || copy.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="earnings-title" className="space-y-6">
      <h2 id="earnings-title" className="text-2xl font-bold">
        {copy.title}
      </h2>
      {earnings.isError ? (
        <SectionError onRetry={() => earnings.refetch()}>{copy.loadFailed}</SectionError>
      ) : (
        <>
          <StatCards
            label={copy.balanceLabel}
            testIdPrefix="earnings"
            cards={[
              {
                key: "pending",
                label: copy.pending,
                value: balance?.pendingCents,
                tone: "amber",
                icon: statIcons.pending,
                format: formatCents,
              },
              {
                key: "available",
                label: copy.available,
                value: balance?.availableCents,
                tone: "emerald",
                icon: statIcons.money,
                format: formatCents,
              },
              {
                key: "in-transit",
                label: copy.inTransit,
                value: balance?.inTransitCents,
                tone: "sky",
                icon: statIcons.submissions,
                format: formatCents,
              },
              {
                key: "paid-out",
                label: copy.paidOut,
                value: balance?.paidOutCents,
                tone: "brand",
                icon: statIcons.completed,
                format: formatCents,
              },
            ]}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{copy.pendingHint}</p>
          {earnings.data && <PayoutAccountPanel account={earnings.data.payoutAccount} />}
        </>
      )}

      <div className={`${panelClass} flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center`}>
        <IntervalSelect value={interval} onChange={setInterval} />
        <div className="flex items-center gap-2">
          <label htmlFor={classSelectId} className="text-sm font-medium">
            {copy.classFilter}
          </label>
          <select
            id={classSelectId}
            value={classId}
            onChange={(event) => setClassId(event.target.value)}
            className={`${selectClass} max-w-[16rem]`}
          >
            <option value="">{copy.allClasses}</option>
            {(report.data?.classes ?? []).map((item) => (
              <option key={item.classId} value={item.classId}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" className="sm:ml-auto" busy={exporting} onClick={onExport}>
          {copy.exportCsv}
        </Button>
      </div>

      {report.isError ? (
        <SectionError onRetry={() => report.refetch()}>{copy.loadFailed}</SectionError>
      ) : report.isPending ? (
        <SectionStatus kind="loading">{copy.loading}</SectionStatus>
      ) : (
        <>
          <ChartPanel
            titleId="earnings-revenue-title"
            title={copy.revenueTitle}
            description={copy.revenueDescription(formatCents(charts.shareTotal), formatCents(charts.grossTotal))}
            labels={charts.labels}
            series={charts.money}
            format={formatCents}
            periodHeading={copy.periodHeading[interval]}
          />
          <ChartPanel
            titleId="earnings-enrolments-title"
            title={copy.enrolmentsTitle}
            description={copy.enrolmentsDescription(formatCount(charts.enrolmentTotal))}
            labels={charts.labels}
            series={charts.enrolments}
            format={formatCount}
            periodHeading={copy.periodHeading[interval]}
          />
          <ClassEarningsTable classes={report.data.classes} />
        </>
      )}
      {earnings.data && <PayoutsTable payouts={earnings.data.payouts} />}
    </section>
  );
}
