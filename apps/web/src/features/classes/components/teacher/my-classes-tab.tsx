import { DEFAULT_PAGE_SIZE, messages, type PublicClass } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { paths } from "../../../../app/paths";
import { Button } from "../../../../components/ui/button";
import { PagedListFooter } from "../../../../components/ui/paged-list-footer";
import { Spinner } from "../../../../components/ui/spinner";
import { ApiError } from "../../../../lib/api-client";
import { useAuth } from "../../../../lib/auth/auth-context";
import { useDeleteClass } from "../../api/delete-class";
import { useTeacherClasses } from "../../api/list-teacher-classes";
import { classManagementKeys } from "../../api/management-keys";
import { confirmClassDeletion, showDeletedNotice } from "./confirm-delete";
import { TeacherClassCard } from "./teacher-class-card";
import { UpdateClassModal } from "./update-class-modal";

const copy = messages.classes;

/** success:false in a 2xx answer reads 'Failed to fetch classes'; a failed request 'Failed to load classes' (spec §8). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300 ? copy.fetchFailed : copy.loadFailed;
}

/** spec §2 Teacher dashboard, My Classes: the teacher's own classes with Update, Delete and See Details. */
export function MyClassesTab() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<PublicClass | null>(null);
  const query = useTeacherClasses({ uid: user?.uid ?? "", page, limit });
  const remove = useDeleteClass();
  const deleting = useMutationState({
    filters: { mutationKey: classManagementKeys.remove, status: "pending" },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  const deletingIds = useMemo(() => new Set(deleting.filter(Boolean)), [deleting]);

  const classes = query.data?.classes ?? [];
  const total = query.data?.totalClasses ?? 0;
  const totalPages = query.data?.totalPages ?? 0;

  // Deleting elsewhere (another tab) can leave the current page past the end.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [query.data, query.isPlaceholderData, page, totalPages]);

  useEffect(() => {
    if (query.error) toast.error(loadErrorMessage(query.error));
  }, [query.error]);

  const onDelete = async (item: PublicClass) => {
    if (!(await confirmClassDeletion(item.title))) return;
    const wasLastOnPage = classes.length === 1 && page > 1;
    remove.mutate(item._id, {
      onSuccess: () => {
        toast.success(copy.deleted);
        void showDeletedNotice();
        // spec §4: deleting the last item on a page moves to the previous page.
        if (wasLastOnPage) setPage((current) => Math.max(1, current - 1));
      },
      onError: () => toast.error(copy.deleteFailed),
    });
  };

  return (
    <section aria-labelledby="my-classes-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-classes-title" className="text-xl font-bold sm:text-2xl">
            {copy.myClassesTitle}
          </h2>
          {query.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="my-classes-total">
              {total} {total === 1 ? "class" : "classes"}
            </p>
          )}
        </div>
        <Button variant="secondary" busy={query.isFetching && !query.isPending} onClick={() => void query.refetch()}>
          {copy.refresh}
        </Button>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError && !query.data ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-red-700 dark:text-red-300">{loadErrorMessage(query.error)}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            {messages.guards.tryAgain}
          </Button>
        </div>
      ) : total === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" strokeLinejoin="round" />
              <path d="M12 7v6M9 10h6" strokeLinecap="round" />
            </svg>
          </span>
          <h3 className="mt-4 text-lg font-semibold">{copy.emptyTitle}</h3>
          <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{copy.emptyText}</p>
          <Link
            to={paths.teacher.addClass}
            className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700"
          >
            {copy.createFirst}
          </Link>
        </div>
      ) : (
        <ul
          className={`grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 ${
            query.isPlaceholderData ? "opacity-60 transition-opacity" : ""
          }`}
        >
          {classes.map((item, index) => (
            <li key={item._id}>
              <TeacherClassCard
                item={item}
                eager={index < 3}
                isDeleting={deletingIds.has(item._id)}
                onUpdate={setEditing}
                onDelete={(target) => void onDelete(target)}
              />
            </li>
          ))}
        </ul>
      )}

      {query.data && total > 0 && (
        <PagedListFooter
          page={page}
          limit={limit}
          total={total}
          totalPages={totalPages}
          onPage={setPage}
          onLimit={setLimit}
          rangeTestId="list-range"
          describeRange={messages.catalogue.showing}
        />
      )}

      <UpdateClassModal item={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
