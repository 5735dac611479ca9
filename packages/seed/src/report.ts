import type { LoadResult } from "./load.js";
import { SEED_TABLE_NAMES, type SeedCounts } from "./types.js";
import type { WriteProgress } from "./writer.js";

const number = (value: number) => value.toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** `enrolments 34%`-style progress, at most once per `everyMs`. */
export function progressPrinter(expected: SeedCounts, print: (line: string) => void, everyMs = 2000) {
  let last = 0;
  return (progress: WriteProgress) => {
    if (progress.elapsedMs - last < everyMs) return;
    last = progress.elapsedMs;
    const parts = SEED_TABLE_NAMES.filter((name) => expected[name] > 0).map((name) => {
      const share = Math.min(100, Math.floor((progress.written[name] / expected[name]) * 100));
      return `${name} ${share}%`;
    });
    print(`  [${(progress.elapsedMs / 1000).toFixed(0).padStart(4)} s] ${parts.join(" · ")}`);
  };
}

/**
 * Rows, insert time and rows per second per table; then generating the rows, rebuilding the indexes, the
 * statistics refresh and the wall-clock total.
 */
export function summaryLines(result: LoadResult): string[] {
  const { progress } = result;
  const row = (label: string, rows: string, ms: number, rate: string) =>
    `${label.padEnd(22)}${rows.padStart(12)}${seconds(ms).padStart(12)}${rate.padStart(12)}`;
  const header = `${"table".padEnd(22)}${"rows".padStart(12)}${"time".padStart(12)}${"rows/s".padStart(12)}`;
  const lines = [header, "-".repeat(header.length)];
  let rows = 0;
  for (const name of SEED_TABLE_NAMES) {
    const written = progress.written[name];
    const busy = progress.busyMs[name];
    rows += written;
    if (written === 0) continue;
    lines.push(row(name, number(written), busy, number(busy > 0 ? Math.round((written / busy) * 1000) : 0)));
  }
  lines.push(row("generate rows (node)", "", progress.generateMs, ""));
  if (result.indexes) {
    const { indexes, constraints } = result.indexes;
    lines.push(row(`rebuild ${indexes} idx, ${constraints} keys`, "", result.indexes.rebuildMs, ""));
  }
  lines.push(
    row(`coupons (${number(result.coupons.coupons)} codes)`, number(result.coupons.payments), result.coupons.ms, ""),
  );
  lines.push(row("ledger, refunds, payouts", "", result.moneyMs, ""));
  lines.push(row("recount counters", "", result.recountMs, ""));
  lines.push(row("vacuum analyze", "", result.analyzeMs, ""));
  lines.push("-".repeat(header.length));
  const overall = result.totalMs > 0 ? Math.round((rows / result.totalMs) * 1000) : 0;
  lines.push(row("total (wall clock)", number(rows), result.totalMs, number(overall)));
  return lines;
}

export function countsLine(counts: SeedCounts): string {
  return SEED_TABLE_NAMES.map((name) => `${name} ${number(counts[name])}`).join(", ");
}
