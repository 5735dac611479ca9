import { bulkEnrolmentMessages, type EnrolmentImport } from "@classwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { getEnrolmentImport, startEnrolmentImport } from "../../lib/api/enrolment-imports";
import type { ApiError } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { DataTable } from "../ui/data-table";
import { Modal } from "../ui/modal";

const copy = bulkEnrolmentMessages;
/** How often the screen asks for the progress of a running import. */
const POLL_MS = 1000;

/**
 * "Enrol students from CSV" on a class (its teacher's class page, the admins' All Classes tab): a button that
 * opens the upload, then shows "N of M rows" while the import runs and each row's result when it is done.
 */
export function EnrolFromCsvButton({ classId, className }: { classId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => setOpen(true)}>
        {copy.action}
      </Button>
      {open && <EnrolFromCsvModal classId={classId} onClose={() => setOpen(false)} />}
    </>
  );
}

export function EnrolFromCsvModal({ classId, onClose }: { classId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => startEnrolmentImport(classId, chosen),
    onSuccess: (started) => {
      queryClient.setQueryData(queryKeys.classes.enrolmentImport(classId, started._id), started);
      setImportId(started._id);
    },
    onError: (error: ApiError) => setFileError(error.message),
  });

  const progress = useQuery({
    queryKey: queryKeys.classes.enrolmentImport(classId, importId ?? ""),
    queryFn: () => getEnrolmentImport(classId, importId ?? ""),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data?.status === "done" ? false : POLL_MS),
  });
  const current = progress.data;
  const finished = current?.status === "done";

  const close = () => {
    // The class's enrolment counts (its progress cards, the admins' progress) change with the import.
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
    }
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(copy.chooseFile);
      return;
    }
    setFileError(null);
    upload.mutate(file);
  };

  const formId = useId();
  const running = upload.isPending || (importId !== null && !finished);
  return (
    <Modal
      open
      title={copy.title}
      onClose={close}
      size="lg"
      footer={
        importId === null ? (
          <>
            <Button variant="secondary" onClick={close} disabled={upload.isPending}>
              {copy.cancel}
            </Button>
            <Button type="submit" form={formId} busy={upload.isPending}>
              {upload.isPending ? copy.uploading : copy.upload}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{copy.close}</Button>
        )
      }
    >
      {importId === null ? (
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
              {copy.fileLabel}
            </label>
            <input
              id={inputId}
              data-autofocus
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? errorId : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            {fileError && (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
                {fileError}
              </p>
            )}
          </div>
        </form>
      ) : (
        <ImportReport current={current} running={running} />
      )}
    </Modal>
  );
}

function ImportReport({ current, running }: { current: EnrolmentImport | undefined; running: boolean }) {
  if (!current) return null;
  const skipped = current.alreadyEnrolled;
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {copy.progress(current.processedRows, current.totalRows)}
        {!running && (
          <span className="block font-normal text-slate-600 dark:text-slate-300">
            {copy.summary(current.enrolled, current.invited, skipped, current.failed)}
          </span>
        )}
      </p>
      {/* The bar repeats the status line above it, which screen readers read as it changes. */}
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
          style={{ width: `${current.totalRows ? (100 * current.processedRows) / current.totalRows : 0}%` }}
        />
      </div>
      {current.rows.length > 0 && (
        <div className="max-h-80 overflow-y-auto">
          <DataTable columns={[copy.columnRow, copy.columnEmail, copy.columnResult]} scrollLabel={copy.reportCaption}>
            {current.rows.map((row) => (
              <tr key={row.row} className="text-sm">
                <td className="px-4 py-2 tabular-nums text-slate-700 dark:text-slate-200">{row.row}</td>
                <td className="break-all px-4 py-2 text-slate-900 dark:text-slate-100">{row.email}</td>
                <td className="px-4 py-2 text-slate-700 dark:text-slate-200">{copy.results[row.result]}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </div>
  );
}
