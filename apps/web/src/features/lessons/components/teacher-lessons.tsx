import { type LessonSummary, lessonsMessages, progressMessages } from "@classwise/shared";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { deleteAfterConfirmation } from "../../../components/ui/delete-after-confirmation";
import { LessonMinutes, LessonPosition } from "../../../components/ui/lesson-line";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { TitledSection } from "../../../components/ui/titled-section";
import { useClassLessons } from "../../../lib/api/class-lessons";
import { toast } from "../../../lib/toast";
import { useDeleteLesson } from "../api/delete-lesson";
import { useReorderLessons } from "../api/reorder-lessons";
import { LessonEditorModal } from "./lesson-editor-modal";

const copy = lessonsMessages;

/**
 * The teacher's lessons of one class: add, edit, delete, and reorder by dragging a handle, by keyboard on the
 * handle (Space, arrows, Space), or with the Move up / Move down buttons. Each new order is one request.
 */
export function TeacherLessons({ classId }: { classId: string }) {
  const lessons = useClassLessons(classId);
  const reorder = useReorderLessons(classId);
  const remove = useDeleteLesson(classId);
  const [editor, setEditor] = useState<{ open: boolean; lessonId: string | null }>({ open: false, lessonId: null });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = lessons.data?.lessons ?? [];
  const titleOf = (id: unknown) => list.find((lesson) => lesson._id === id)?.title ?? "";
  const positionOf = (id: unknown) => list.findIndex((lesson) => lesson._id === id) + 1;

  const saveOrder = async (ids: string[]) => {
    try {
      await reorder.mutateAsync(ids);
      toast.success(copy.reordered, { toastId: "lessons-reordered" });
    } catch {
      toast.error(copy.reorderFailed);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    void saveOrder(arrayMove(list, from, to).map((lesson) => lesson._id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const onDelete = (lesson: LessonSummary) =>
    deleteAfterConfirmation(
      { confirm: copy.confirmDeleteText(lesson.title), deleted: copy.deleted, failed: copy.deleteFailed },
      () => remove.mutateAsync(lesson._id),
    );

  return (
    <TitledSection
      titleId="teacher-lessons-title"
      title={copy.title}
      heading="h3"
      className="space-y-4"
      titleClassName="text-xl font-bold text-slate-900 dark:text-white"
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      aside={
        <Button onClick={() => setEditor({ open: true, lessonId: null })}>
          <StrokeIcon d="M12 5v14M5 12h14" size={18} strokeWidth={2.4} />
          {copy.addLesson}
        </Button>
      }
    >
      {lessons.isError ? (
        <SectionError onRetry={() => void lessons.refetch()}>{copy.loadFailed}</SectionError>
      ) : !lessons.data ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : list.length === 0 ? (
        <SectionEmpty title={copy.noLessons} text={copy.noLessonsTeacher} />
      ) : (
        <>
          <p id="lesson-reorder-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {copy.reorderHint}
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: copy.reorderInstructions },
              announcements: {
                onDragStart: ({ active }) => copy.pickedUp(titleOf(active.id)),
                onDragOver: ({ active, over }) =>
                  over ? copy.movedOver(titleOf(active.id), positionOf(over.id), list.length) : undefined,
                onDragEnd: ({ active, over }) =>
                  over ? copy.dropped(titleOf(active.id), positionOf(over.id), list.length) : undefined,
                onDragCancel: ({ active }) => copy.dragCancelled(titleOf(active.id)),
              },
            }}
          >
            <SortableContext items={list.map((lesson) => lesson._id)} strategy={verticalListSortingStrategy}>
              <ol
                className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
                data-testid="teacher-lessons"
              >
                {list.map((lesson, index) => (
                  <SortableLesson
                    key={lesson._id}
                    lesson={lesson}
                    isFirst={index === 0}
                    isLast={index === list.length - 1}
                    isBusy={reorder.isPending}
                    onMoveUp={() => move(index, index - 1)}
                    onMoveDown={() => move(index, index + 1)}
                    onEdit={() => setEditor({ open: true, lessonId: lesson._id })}
                    onDelete={() => void onDelete(lesson)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      <LessonEditorModal
        classId={classId}
        lessonId={editor.lessonId}
        open={editor.open}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
    </TitledSection>
  );
}

function SortableLesson({
  lesson,
  isFirst,
  isLast,
  isBusy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: {
  lesson: LessonSummary;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson._id,
  });
  const iconButton =
    "flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800";
  const moves = [
    { label: copy.moveUp(lesson.title), disabled: isFirst, onClick: onMoveUp, icon: "M18 15l-6-6-6 6" },
    { label: copy.moveDown(lesson.title), disabled: isLast, onClick: onMoveDown, icon: "M6 9l6 6 6-6" },
  ];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap sm:px-4 ${
        isDragging ? "relative z-10 bg-brand-50 shadow-lg dark:bg-slate-800" : "bg-white dark:bg-slate-900"
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        aria-label={copy.dragHandle(lesson.title)}
        {...attributes}
        {...listeners}
      >
        <StrokeIcon d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" size={20} strokeWidth={3} />
      </button>
      <LessonPosition position={lesson.position} />
      <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
        {lesson.title}
        {lesson.hasVideo && " "}
        {lesson.hasVideo && (
          <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">
            {copy.videoBadge}
          </span>
        )}
      </span>
      <LessonMinutes minutes={lesson.estimatedMinutes} />
      <div className="flex shrink-0 items-center gap-1">
        {moves.map((move) => (
          <button
            key={move.icon}
            type="button"
            className={iconButton}
            aria-label={move.label}
            disabled={move.disabled || isBusy}
            onClick={move.onClick}
          >
            <StrokeIcon d={move.icon} size={18} />
          </button>
        ))}
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${copy.edit}: ${lesson.title}`}>
          {copy.edit}
        </Button>
        <Button variant="dangerOutline" size="sm" onClick={onDelete} aria-label={`${copy.delete}: ${lesson.title}`}>
          {copy.delete}
        </Button>
      </div>
    </li>
  );
}
