import { type AnalyticsResponse, formatCount, moneyScreenMessages, type ReportInterval } from "@classwise/shared";
import { useMemo, useState } from "react";
import { ChartPanel, type ChartSeries, periodLabel } from "../../../components/charts/chart-panel";
import { IntervalSelect } from "../../../components/charts/interval-select";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { formatCents } from "../../../lib/numbers";
import { useAnalytics } from "../api/get-analytics";
import { TopTable } from "./top-table";

const copy = moneyScreenMessages.earnings;
const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0);

function useCharts(data: AnalyticsResponse | undefined, interval: ReportInterval) {
  return useMemo(() => {
    const series = data?.series ?? [];
    const pick = (field: Exclude<keyof AnalyticsResponse["series"][number], "period">) =>
      series.map((point) => point[field]);
    const growth: ChartSeries[] = [
      { label: copy.seriesSignups, values: pick("signups"), tone: "brand" },
      { label: copy.seriesEnrolments, values: pick("enrolments"), tone: "sky" },
    ];
    const money: ChartSeries[] = [
      { label: copy.seriesRevenue, values: pick("grossCents"), tone: "brand" },
      { label: copy.seriesPlatform, values: pick("platformCents"), tone: "emerald" },
      { label: copy.seriesRefunded, values: pick("refundCents"), tone: "rose" },
      { label: copy.seriesPayouts, values: pick("payoutCents"), tone: "amber" },
    ];
    return { labels: series.map((point) => periodLabel(point.period, interval)), growth, money };
  }, [data, interval]);
}

/** Admin dashboard: sign-ups, enrolments and money over time, and the top classes and teachers. */
export function AnalyticsTab() {
  const [interval, setInterval] = useState<ReportInterval>("day");
  const query = useAnalytics(interval);
  const charts = useCharts(query.data, interval);

  return (
    <section aria-labelledby="analytics-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="analytics-title" className="text-2xl font-bold">
            {copy.analyticsTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.analyticsIntro}</p>
        </div>
        <IntervalSelect value={interval} onChange={setInterval} />
      </div>
      {query.isError ? (
        <SectionError onRetry={() => query.refetch()}>{copy.analyticsLoadFailed}</SectionError>
      ) : query.isPending ? (
        <SectionStatus kind="loading">{copy.loading}</SectionStatus>
      ) : (
        <>
          <ChartPanel
            titleId="analytics-growth-title"
            title={copy.growthTitle}
            kind="line"
            description={copy.growthDescription(
              formatCount(sum(charts.growth[0]?.values)),
              formatCount(sum(charts.growth[1]?.values)),
            )}
            labels={charts.labels}
            series={charts.growth}
            format={formatCount}
            periodHeading={copy.periodHeading[interval]}
          />
          <ChartPanel
            titleId="analytics-money-title"
            title={copy.moneyTitle}
            description={copy.moneyDescription(
              formatCents(sum(charts.money[0]?.values)),
              formatCents(sum(charts.money[2]?.values)),
              formatCents(sum(charts.money[3]?.values)),
            )}
            labels={charts.labels}
            series={charts.money}
            format={formatCents}
            periodHeading={copy.periodHeading[interval]}
          />
          <div className="grid gap-6 xl:grid-cols-2">
            <TopTable
              titleId="analytics-top-classes"
              title={copy.topClassesTitle}
              nameColumn={copy.classColumn}
              entries={query.data.topClasses}
            />
            <TopTable
              titleId="analytics-top-teachers"
              title={copy.topTeachersTitle}
              nameColumn={copy.teacherColumn}
              entries={query.data.topTeachers}
            />
          </div>
        </>
      )}
    </section>
  );
}
