import { moneyScreenMessages } from "@classwise/shared";
import { downloadFile } from "../../../lib/api-client";
import type { EarningsReportParams } from "./get-earnings-report";

/** GET /teacher/earnings/report.csv: saves the series shown as a CSV file. */
export function exportEarnings(params: EarningsReportParams) {
  const query = new URLSearchParams({ interval: params.interval });
  if (params.classId) query.set("classId", params.classId);
  return downloadFile(
    `/teacher/earnings/report.csv?${query}`,
    `earnings-${params.interval}.csv`,
    moneyScreenMessages.earnings.exportFailed,
  );
}
