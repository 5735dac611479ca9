import { GRADING_FILTERS, type GradingFilter, gradingMessages, learningMessages } from "@classwise/shared";
import { useCallback, useId, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ListState } from "../../components/ui/list-state";
import { PagedListFooter } from "../../components/ui/paged-list-footer";
import { SectionEmpty, SectionStatus } from "../../components/ui/section-status";
import { usePagedList, usePageState } from "../../components/ui/use-paged-list";
import {
  listAssignmentSubmissions,
  useAssignmentSubmissions,
} from "../../features/grading/api/list-assignment-submissions";
import { GradingDialog } from "../../features/grading/components/grading-dialog";
import { SubmissionList } from "../../features/grading/components/submission-list";
import { ApiError } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { BackLink } from "./back-link";

const copy = gradingMessages;

const filterOf = (value: string | null): GradingFilter =>
  (GRADING_FILTERS as readonly string[]).includes(value ?? "") ? (value as GradingFilter) : "all";

/**
 * The Submissions view of one assignment (docs/decisions/0020-grading.md): filter graded / not graded,
 * open one, grade it, "Next not graded". The filter and the opened submission live in the address, so a
 * reload or a shared link shows the same screen. Another teacher's assignment answers 404 from the API.
 */
export function SubmissionsPage() {
  const { id = "", assignmentId = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = filterOf(searchParams.get("status"));
  const openId = searchParams.get("open");
  const { page, limit, setPage, paging } = usePageState();
  const query = useAssignmentSubmissions(assignmentId, { page, limit, status });
  const filterName = useId();
  const [isFindingNext, setFindingNext] = useState(false);

  const paged = usePagedList(query, {
    ...paging,
    total: query.data?.totalSubmissions,
    errorTexts: { fetchFailed: copy.loadFailed, loadFailed: copy.loadFailed },
    errorToastId: `submissions-${assignmentId}`,
  });

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key === "open" },
      ),
    [setSearchParams],
  );

  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  const data = query.data;
  const title = data?.assignment.title ?? "";

  /** Opens the first submission still waiting for a grade. */
  const openFirstUngraded = async () => {
    setFindingNext(true);
    try {
      const first = await listAssignmentSubmissions(assignmentId, { page: 1, limit: 1, status: "ungraded" });
      const next = first.submissions[0];
      if (next) setParam("open", next._id);
      else toast.info(copy.allGraded);
    } catch {
      toast.error(copy.loadFailed);
    } finally {
      setFindingNext(false);
    }
  };

  useDocumentTitle(title ? copy.submissionsTitle(title) : undefined);

  return (
    <div className="space-y-6">
      <BackLink to={paths.teacher.classDetails(id)}>{copy.backToClass}</BackLink>
      {isMissing ? (
        <SectionStatus kind="error">{learningMessages.assignmentNotFound}</SectionStatus>
      ) : (
        <>
          <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h2 className="break-words text-2xl font-bold text-slate-900 dark:text-white">
                {copy.submissionsTitle(title || "…")}
              </h2>
              {data && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="grading-counts">
                  {copy.counts(data.counts.graded, data.counts.all)}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-3 sm:items-end">
              <Button
                onClick={() => void openFirstUngraded()}
                busy={isFindingNext}
                disabled={!data || data.counts.ungraded === 0}
                className="w-full sm:w-auto"
              >
                {copy.nextUngraded}
              </Button>
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="sr-only">{copy.filterLabel}</legend>
                {GRADING_FILTERS.map((filter) => (
                  <label
                    key={filter}
                    className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-300 dark:has-checked:border-brand-500 dark:has-checked:bg-brand-500"
                  >
                    <input
                      type="radio"
                      name={filterName}
                      value={filter}
                      checked={status === filter}
                      onChange={() => {
                        setPage(1);
                        setParam("status", filter === "all" ? null : filter);
                      }}
                      className="sr-only"
                    />
                    {copy.filters[filter]}
                    {data && <span className="ml-1 tabular-nums opacity-80">({data.counts[filter]})</span>}
                  </label>
                ))}
              </fieldset>
            </div>
          </header>
          <ListState
            query={query}
            errorMessage={paged.errorMessage}
            isEmpty={(data?.submissions.length ?? 0) === 0}
            empty={
              data && data.counts.all === 0 ? (
                <SectionEmpty title={copy.noSubmissions} text={copy.noSubmissionsText} />
              ) : (
                <SectionStatus kind="empty">
                  <p>{status === "ungraded" ? copy.allGraded : copy.noneMatching}</p>
                </SectionStatus>
              )
            }
          >
            <SubmissionList
              submissions={data?.submissions ?? []}
              isBusy={query.isPlaceholderData}
              onOpen={(submissionId) => setParam("open", submissionId)}
            />
          </ListState>
          {paged.pager && <PagedListFooter {...paged.pager} rangeTestId="submissions-range" />}
        </>
      )}
      <GradingDialog
        submissionId={openId}
        onOpen={(submissionId) => setParam("open", submissionId)}
        onClose={() => setParam("open", null)}
      />
    </div>
  );
}
