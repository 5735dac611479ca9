import { type ClassStatus, learningMessages, lessonsMessages, type PublicClass } from "@classwise/shared";
import { Navigate, useParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { TeacherLessons } from "../../features/lessons/components/teacher-lessons";
import { paths } from "../../lib/paths";
import { BackLink } from "./back-link";
import { ClassStatusPill } from "./class-status-pill";
import { type Refusal, useOwnClass } from "./use-own-class";

/** A rejected class's lessons are closed (decision 19). */
const openForLessons = (status: ClassStatus): Refusal | null =>
  status === "rejected" ? { text: lessonsMessages.classNotEditable, kind: "info" } : null;

/**
 * /teacher-dashboard/my-classes/{id}/lessons: the lessons of the teacher's own class while an admin reviews
 * it. The class page itself stays closed until approval (product §4); once approved, its lessons live there.
 */
export function PendingClassLessonsPage() {
  const { id = "" } = useParams();
  const item = useOwnClass(id, openForLessons);
  if (!item) return <Spinner />;
  if (item.status === "approved") return <Navigate to={paths.teacher.classDetails(id)} replace />;
  return <PendingClassLessons item={item} />;
}

function PendingClassLessons({ item }: { item: PublicClass }) {
  return (
    <div className="space-y-6">
      <BackLink to={paths.teacher.myClasses}>{learningMessages.backToMyClasses}</BackLink>
      <header className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ClassStatusPill status={item.status} />
        <h2 className="break-words text-2xl font-bold text-slate-900 dark:text-white">
          {lessonsMessages.pendingLessonsTitle(item.title)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{lessonsMessages.pendingLessonsNote}</p>
      </header>
      <TeacherLessons classId={item._id} />
    </div>
  );
}
