import { type DataExport, dataRightsMessages } from "@classwise/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { ApiError } from "../../../lib/api-client";
import { formatLongDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { downloadDataExport, useDataExportStatus, useRequestDataExport } from "../api/data-export";

const copy = dataRightsMessages;

function StatusLine({ current }: { current: DataExport }) {
  if (current.status === "pending") {
    return (
      <p className="flex items-center gap-2" data-testid="data-export-state">
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500"
          aria-hidden="true"
        />
        {copy.exportPreparing}
      </p>
    );
  }
  if (current.status === "failed") {
    return (
      <p className="text-red-700 dark:text-red-300" data-testid="data-export-state">
        {copy.exportFailed}
      </p>
    );
  }
  return (
    <p data-testid="data-export-state">{copy.exportReady(formatLongDate(current.expiresAt ?? current.requestedAt))}</p>
  );
}

/** Profile's "Download your data": ask for a copy, watch it being prepared, then download it. */
export function DataExportPanel() {
  const status = useDataExportStatus();
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState(false);
  const current = status.data ?? null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.info(copy.exportRequested, { toastId: "data-export" }),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 409 ? copy.exportInProgress : copy.exportRequestFailed,
          {
            toastId: "data-export",
          },
        ),
    });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDataExport(copy.exportDownloadFailed);
    } catch {
      toast.error(copy.exportDownloadFailed, { toastId: "data-export" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <TitledSection
      titleId="data-export-title"
      title={copy.exportTitle}
      heading="h3"
      className={panelClass}
      titleClassName="text-lg font-bold text-slate-900 dark:text-white"
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.exportIntro}</p>
      <div className="mt-4 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {current && <StatusLine current={current} />}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {current?.status === "ready" && (
          <Button onClick={() => void download()} busy={downloading}>
            {copy.exportDownload}
          </Button>
        )}
        {current?.status !== "pending" && (
          <Button
            variant={current?.status === "ready" ? "secondary" : "primary"}
            onClick={ask}
            busy={request.isPending}
            disabled={status.isPending}
          >
            {current ? copy.exportPrepareAgain : copy.exportRequest}
          </Button>
        )}
      </div>
    </TitledSection>
  );
}
