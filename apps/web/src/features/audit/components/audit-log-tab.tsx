import { type AuditEntry, enrolledMessages, operationsMessages } from "@classwise/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DataTable, rowCardClass, rowHoverClass } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListHeader, ListState } from "../../../components/ui/list-state";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { toast } from "../../../lib/toast";
import { useMediaQuery } from "../../../lib/use-media-query";
import { type AuditFilters, downloadAuditLog, noAuditFilters, useAuditLog } from "../api/audit-log";
import { AuditFiltersForm } from "./audit-filters";

const copy = operationsMessages;
const PAGE_SIZE = 25;

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const actorOf = (entry: AuditEntry) => entry.actorEmail ?? entry.actorName ?? entry.actorId ?? copy.system;
const changeOf = (entry: AuditEntry) =>
  [entry.before && `before ${JSON.stringify(entry.before)}`, entry.after && `after ${JSON.stringify(entry.after)}`]
    .filter(Boolean)
    .join(" · ");

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <li data-testid="audit-entry" className={rowCardClass}>
      <p className="font-semibold">{entry.action}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {timeOf(entry.createdAt)} · {actorOf(entry)}
      </p>
      <p className="mt-1 text-sm break-all">
        {entry.objectType} {entry.objectId}
      </p>
      <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-300">{changeOf(entry)}</p>
      {entry.address && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{entry.address}</p>}
    </li>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr data-testid="audit-entry" className={rowHoverClass}>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        {timeOf(entry.createdAt)}
      </td>
      <td className="max-w-[14rem] px-4 py-3 text-sm break-all">{actorOf(entry)}</td>
      <td className="px-4 py-3 text-sm font-medium whitespace-nowrap">{entry.action}</td>
      <td className="max-w-[14rem] px-4 py-3 text-sm break-all">
        {entry.objectType} <span className="text-slate-600 dark:text-slate-300">{entry.objectId}</span>
      </td>
      <td className="max-w-[22rem] px-4 py-3 font-mono text-xs break-all text-slate-600 dark:text-slate-300">
        {changeOf(entry)}
      </td>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">{entry.address ?? ""}</td>
    </tr>
  );
}

/** Admin dashboard: the audit log, newest first, filtered, paged by cursor, exported as CSV (decision 36). */
export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  // The cursors of the pages walked so far: the last is the page on screen (undefined: the newest).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [exporting, setExporting] = useState(false);
  const isWide = useMediaQuery("(min-width: 1024px)");
  const query = useAuditLog(filters, cursors.at(-1), PAGE_SIZE);
  useFailureToast(query.isError, copy.auditLoadFailed);
  const entries = query.data?.entries ?? [];
  const nextCursor = query.data?.nextCursor ?? null;

  const apply = (next: AuditFilters) => {
    setFilters(next);
    setCursors([undefined]);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditLog(filters);
    } catch (failure) {
      toast.error((failure as Error).message || copy.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="audit-log-title" className="space-y-5">
      <ListHeader id="audit-log-title" title={copy.auditTitle} query={query} refreshLabel={enrolledMessages.refresh} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{copy.auditIntro}</p>
      <AuditFiltersForm applied={filters} onApply={apply} />
      <div className="flex justify-end">
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          {copy.exportCsv}
        </Button>
      </div>
      <ListState
        query={query}
        errorMessage={query.isError ? copy.auditLoadFailed : null}
        isEmpty={entries.length === 0}
        empty={<EmptyState title={copy.auditEmpty} />}
      >
        {isWide ? (
          <DataTable columns={Object.values(copy.columns)}>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </DataTable>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </ListState>
      <nav aria-label={operationsMessages.auditPages} className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors([undefined])}>
          {copy.newer}
        </Button>
        <Button
          variant="secondary"
          disabled={!nextCursor || query.isPlaceholderData}
          onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
        >
          {copy.older}
        </Button>
      </nav>
    </section>
  );
}
