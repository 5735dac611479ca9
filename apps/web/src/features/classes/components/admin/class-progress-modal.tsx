import {
  adminMessages,
  type ClassProgress,
  classesMessages,
  formatCount,
  type PublicClass,
  progressMessages,
} from "@classwise/shared";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { useFailureToast } from "../../../../components/ui/use-failure-toast";
import { useClassProgressCounts } from "../../api/get-class-progress-counts";

const copy = classesMessages;

function StatCard({
  label,
  value,
  tone,
  suffix = "",
}: {
  label: string;
  value: number;
  tone: string;
  suffix?: string;
}) {
  return (
    <div className={`rounded-xl p-4 ring-1 ring-inset ${tone}`}>
      <p className="text-sm font-medium">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums">
        {formatCount(value)}
        {suffix}
      </p>
    </div>
  );
}

const tones = {
  indigo:
    "bg-indigo-50 text-indigo-900 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-100 dark:ring-indigo-400/30",
  sky: "bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-100 dark:ring-sky-400/30",
  emerald:
    "bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-400/30",
  slate: "bg-slate-50 text-slate-900 ring-slate-200 dark:bg-slate-500/10 dark:text-slate-100 dark:ring-slate-400/30",
  amber: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-400/30",
};

/** The modal's figures, in the order the spec lists them, then lessons, average progress and completions. */
function progressCards(progress: ClassProgress) {
  return [
    { label: copy.totalEnrollment, value: progress.totalEnrollments, tone: tones.indigo },
    { label: copy.totalAssignments, value: progress.totalAssignments, tone: tones.sky },
    { label: copy.assignmentSubmissions, value: progress.totalSubmissions, tone: tones.emerald },
    { label: copy.totalLessons, value: progress.totalLessons, tone: tones.slate },
    { label: copy.averageProgress, value: progress.averageProgressPercentage, suffix: "%", tone: tones.amber },
    { label: copy.completedStudents, value: progress.completedStudents, tone: tones.emerald },
  ];
}

/** product §2 All Classes: the Progress modal with Total Enrollment, Total Assignments, Assignment Submissions. */
export function ClassProgressModal({ item, onClose }: { item: PublicClass | null; onClose: () => void }) {
  const query = useClassProgressCounts(item?._id ?? null);

  useFailureToast(query.isError, adminMessages.loadProgressFailed);

  return (
    <Modal
      open={item !== null}
      title={copy.progressTitle}
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {adminMessages.close}
        </Button>
      }
    >
      {item && (
        <div className="space-y-4">
          <p className="font-medium text-slate-700 dark:text-slate-300">{item.title}</p>
          {query.isPending ? (
            <p role="status" className="py-6 text-center text-slate-600 dark:text-slate-400">
              {progressMessages.loading}
            </p>
          ) : query.isError ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-4 text-center text-red-700 dark:bg-red-950/40 dark:text-red-300"
            >
              {adminMessages.loadProgressFailed}
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-3" data-testid="class-progress">
              {progressCards(query.data).map((card) => (
                <StatCard key={card.label} {...card} />
              ))}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
