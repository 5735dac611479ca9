import { moneyScreenMessages } from "@classwise/shared";
import { download } from "../../../lib/contract-call";
import type { EarningsReportParams } from "./get-earnings-report";

/** GET /teacher/earnings/report.csv: saves the series shown as a CSV file. */
export function exportEarnings(params: EarningsReportParams) {
  return download(
    "GET /teacher/earnings/report.csv",
    { query: { interval: params.interval, classId: params.classId } },
    `earnings-${params.interval}.csv`,
    moneyScreenMessages.earnings.exportFailed,
  );
}
