import {
  classPageMessages,
  dashboardMessages,
  enrolledMessages,
  learningMessages,
  lessonsMessages,
  type PublicClass,
  progressMessages,
  quizzesMessages,
} from "@classwise/shared";
import { useMemo, useState } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ClassProgress } from "../../components/ui/class-progress";
import { SectionEmpty, SectionError, SectionStatus } from "../../components/ui/section-status";
import { Spinner } from "../../components/ui/spinner";
import { StatCards, statIcons } from "../../components/ui/stat-cards";
import { ClassAnnouncements } from "../../features/announcements/components/class-announcements";
import { useMySubmissions } from "../../features/assignments/api/list-my-submissions";
import { StudentAssignments } from "../../features/assignments/components/student-assignments";
import { assignmentRows } from "../../features/assignments/lib/assignment-status";
import { useClassAssignmentList, useLoggedError } from "../../features/assignments/lib/use-class-assignment-list";
import { EvaluationModal } from "../../features/evaluations/components/evaluation-modal";
import { StudentLessonOutline } from "../../features/lessons/components/student-lesson-outline";
import { StudentQuizzes } from "../../features/quizzes/components/student-quizzes";
import { useClassLessons } from "../../lib/api/class-lessons";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { BackLink } from "./back-link";
import { ClassOverview } from "./class-overview";
import { useEnrolledClass } from "./use-enrolled-class";

const copy = learningMessages;

/**
 * product §2 /student-dashboard/my-enroll-class/{id}: the class's overview (statistics, progress, outline,
 * quizzes, assignments). Lessons and quizzes open in the lesson player; the addresses that opened them here
 * (`?lesson=`, `?quiz=`, still in older notifications) lead there.
 */
export function StudentClassPage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const lessonId = searchParams.get("lesson");
  const quizId = searchParams.get("quiz");
  if (lessonId) return <Navigate to={paths.student.lesson(id, lessonId)} replace />;
  if (quizId) return <Navigate to={paths.student.quiz(id, quizId)} replace />;
  return <EnrolledClassLoader id={id} />;
}

function EnrolledClassLoader({ id }: { id: string }) {
  const item = useEnrolledClass(id);
  return item ? <EnrolledClass item={item} /> : <Spinner />;
}

function EnrolledClass({ item }: { item: PublicClass }) {
  const [evaluating, setEvaluating] = useState(false);
  useDocumentTitle(`${item.title} · ${dashboardMessages.studentTitle}`);
  const lessons = useClassLessons(item._id);
  const { assignments, list, now } = useClassAssignmentList(item._id);
  const submissions = useMySubmissions(item._id, true);
  useLoggedError(submissions.error, classPageMessages.fetchSubmissionsError);
  const byAssignment = useMemo(
    () => new Map((submissions.data ?? []).map((submission) => [submission.assignmentId, submission])),
    [submissions.data],
  );
  const rows = useMemo(() => assignmentRows(list, byAssignment, now), [list, byAssignment, now]);
  const isReady = assignments.isSuccess && submissions.isSuccess;
  // The server's progress (docs/decisions/0019): Total Assignments leaves out those closed before the student
  // enrolled, Completed counts submitted ones, Pending is the difference; lessons count towards the bar.
  const progress = lessons.data?.progress ?? undefined;

  return (
    <div className="space-y-6">
      <BackLink to={paths.student.enrolled}>{copy.backToEnrolled}</BackLink>
      <ClassOverview
        item={item}
        badge={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
            {copy.enrolledBadge}
          </span>
        }
        actions={
          <Button onClick={() => setEvaluating(true)} className="w-full sm:w-auto">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z" />
            </svg>
            {copy.evaluationReport}
          </Button>
        }
      />

      <StatCards
        label={copy.assignmentsTitle}
        cards={[
          {
            key: "total",
            label: copy.totalAssignments,
            value: progress?.totalAssignments,
            tone: "brand",
            icon: statIcons.assignments,
          },
          {
            key: "completed",
            label: copy.completed,
            value: progress?.completedAssignments,
            tone: "emerald",
            icon: statIcons.completed,
          },
          {
            key: "pending",
            label: copy.pending,
            value: progress && progress.totalAssignments - progress.completedAssignments,
            tone: "amber",
            icon: statIcons.pending,
          },
        ]}
      />

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ClassProgress progress={progress} />
      </div>

      <ClassAnnouncements classId={item._id} canPost={false} />

      <section aria-labelledby="lessons-title" className="space-y-4">
        <h3 id="lessons-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {lessonsMessages.title}
        </h3>
        {lessons.isError ? (
          <SectionError onRetry={() => void lessons.refetch()}>{lessonsMessages.loadFailed}</SectionError>
        ) : !lessons.data ? (
          <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
        ) : lessons.data.lessons.length === 0 ? (
          <SectionEmpty title={lessonsMessages.noLessons} text={lessonsMessages.noLessonsStudent} />
        ) : (
          <StudentLessonOutline classId={item._id} data={lessons.data} />
        )}
      </section>

      <section aria-labelledby="quizzes-title" className="space-y-4">
        <h3 id="quizzes-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {quizzesMessages.title}
        </h3>
        <StudentQuizzes classId={item._id} lessons={lessons.data?.lessons ?? []} />
      </section>

      <section aria-labelledby="assignments-title" className="space-y-4">
        <h3 id="assignments-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {copy.assignmentsTitle}
        </h3>
        {assignments.isError || submissions.isError ? (
          <SectionStatus kind="error">
            <p>
              {assignments.isError ? classPageMessages.fetchAssignmentsError : classPageMessages.fetchSubmissionsError}{" "}
              {(assignments.error ?? submissions.error)?.message}
            </p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                if (assignments.isError) void assignments.refetch();
                if (submissions.isError) void submissions.refetch();
              }}
            >
              {enrolledMessages.tryAgain}
            </Button>
          </SectionStatus>
        ) : !isReady ? (
          <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
        ) : rows.length === 0 ? (
          <SectionEmpty title={copy.noAssignments} text={copy.noAssignmentsText} />
        ) : (
          <StudentAssignments rows={rows} />
        )}
      </section>

      <EvaluationModal
        open={evaluating}
        onClose={() => setEvaluating(false)}
        classId={item._id}
        teacherName={item.teacherName}
      />
    </div>
  );
}
