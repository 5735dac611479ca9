import { catalogueMessages, classesMessages, type PublicClass } from "@classwise/shared";
import { useMutationState } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { EmptyState, emptyIcons } from "../../../../components/ui/empty-state";
import { countOf, ListHeader, ListState } from "../../../../components/ui/list-state";
import { PagedListFooter } from "../../../../components/ui/paged-list-footer";
import { usePagedList, usePageState } from "../../../../components/ui/use-paged-list";
import { useAuth } from "../../../../lib/auth/auth-context";
import { paths } from "../../../../lib/paths";
import { mutationKeys } from "../../../../lib/query-keys";
import { toast } from "../../../../lib/toast";
import { useDeleteClass } from "../../api/delete-class";
import { useTeacherClasses } from "../../api/list-teacher-classes";
import { confirmClassDeletion, showDeletedNotice } from "./confirm-delete";
import { TeacherClassCard } from "./teacher-class-card";
import { UpdateClassModal } from "./update-class-modal";

const copy = classesMessages;

/** product §2 Teacher dashboard, My Classes: the teacher's own classes with Update, Delete and See Details. */
export function MyClassesTab() {
  const { user } = useAuth();
  const { page, limit, setPage, paging } = usePageState();
  const [editing, setEditing] = useState<PublicClass | null>(null);
  const query = useTeacherClasses({ uid: user?.uid ?? "", page, limit });
  // Deleting elsewhere (another tab) can leave the current page past the end.
  const { errorMessage, pager } = usePagedList(query, {
    ...paging,
    total: query.data?.totalClasses,
    errorTexts: copy,
  });
  const remove = useDeleteClass();
  const deleting = useMutationState({
    filters: { mutationKey: mutationKeys.deleteClass, status: "pending" },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  const deletingIds = useMemo(() => new Set(deleting.filter(Boolean)), [deleting]);

  const classes = query.data?.classes ?? [];
  const total = query.data?.totalClasses ?? 0;
  const onDelete = async (item: PublicClass) => {
    if (!(await confirmClassDeletion(item.title))) return;
    const wasLastOnPage = classes.length === 1 && page > 1;
    remove.mutate(item._id, {
      onSuccess: () => {
        toast.success(copy.deleted);
        void showDeletedNotice();
        // product §4: deleting the last item on a page moves to the previous page.
        if (wasLastOnPage) setPage((current) => Math.max(1, current - 1));
      },
      onError: () => toast.error(copy.deleteFailed),
    });
  };

  return (
    <section aria-labelledby="my-classes-title" className="space-y-5">
      <ListHeader
        id="my-classes-title"
        title={copy.myClassesTitle}
        count={query.data && countOf(total, "class", "classes")}
        countTestId="my-classes-total"
        query={query}
        refreshLabel={copy.refresh}
      />

      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={total === 0}
        empty={
          <EmptyState
            heading="h3"
            icon={emptyIcons.addBook}
            title={copy.emptyTitle}
            text={copy.emptyText}
            link={{ to: paths.teacher.addClass, label: copy.createFirst }}
          />
        }
      >
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
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
      </ListState>

      {pager && <PagedListFooter {...pager} rangeTestId="list-range" describeRange={catalogueMessages.showing} />}

      <UpdateClassModal item={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
