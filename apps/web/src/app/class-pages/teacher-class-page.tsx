import {
  type ClassStatus,
  certificatesMessages,
  classesMessages,
  classPageMessages,
  learningMessages,
  type PublicClass,
  progressMessages,
} from "@classwise/shared";
import { useState } from "react";
import { useParams } from "react-router";
import { EnrolFromCsvButton } from "../../components/enrolment-import/enrol-from-csv";
import { Button } from "../../components/ui/button";
import { SectionEmpty, SectionError, SectionStatus } from "../../components/ui/section-status";
import { Spinner } from "../../components/ui/spinner";
import { StatCards, statIcons } from "../../components/ui/stat-cards";
import { StrokeIcon } from "../../components/ui/stroke-icon";
import { ClassAnnouncements } from "../../features/announcements/components/class-announcements";
import { CreateAssignmentModal } from "../../features/assignments/components/create-assignment-modal";
import { TeacherAssignmentList } from "../../features/assignments/components/teacher-assignment-list";
import { useClassAssignmentList, useLoggedError } from "../../features/assignments/lib/use-class-assignment-list";
import { useCertificateCount } from "../../features/certificates/api/get-certificate-count";
import { TeacherDiscussions } from "../../features/discussions/components/teacher-discussions";
import { useClassSubmissionCounts } from "../../features/grading/api/list-class-submissions";
import { ExportGradesButton } from "../../features/grading/components/export-grades-button";
import { TeacherLessons } from "../../features/lessons/components/teacher-lessons";
import { TeacherQuizzes } from "../../features/quizzes/components/teacher-quizzes";
import { paths } from "../../lib/paths";
import { BackLink } from "./back-link";
import { ClassOverview } from "./class-overview";
import { ClassStatusPill } from "./class-status-pill";
import { type Refusal, useOwnClass } from "./use-own-class";

const copy = learningMessages;

/** product §4: a class's details page opens once it is approved. */
const approvedOnly = (status: ClassStatus): Refusal | null =>
  status === "approved" ? null : { text: classesMessages.detailsAfterApproval, kind: "info" };

/** product §2 /teacher-dashboard/my-classes/{id}: the teacher's own approved class, its progress and assignments. */
export function TeacherClassPage() {
  const { id = "" } = useParams();
  const item = useOwnClass(id, approvedOnly);
  return item ? <OwnClass item={item} /> : <Spinner />;
}

function OwnClass({ item }: { item: PublicClass }) {
  const [creating, setCreating] = useState(false);
  const { assignments, list, now } = useClassAssignmentList(item._id);
  const counts = useClassSubmissionCounts(item._id, true);
  const certificates = useCertificateCount(item._id);
  useLoggedError(counts.error, classPageMessages.fetchSubmissionsError);

  return (
    <div className="space-y-6">
      <BackLink to={paths.teacher.myClasses}>{copy.backToMyClasses}</BackLink>
      <ClassOverview
        item={item}
        showCreated
        badge={<ClassStatusPill status={item.status} />}
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
              <StrokeIcon d="M12 5v14M5 12h14" size={18} strokeWidth={2.4} />
              {copy.createAssignment}
            </Button>
            <ExportGradesButton classId={item._id} />
            {item.status === "approved" && <EnrolFromCsvButton classId={item._id} className="w-full sm:w-auto" />}
          </div>
        }
      />

      <section aria-labelledby="progress-title" className="space-y-4">
        <h3 id="progress-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {copy.classProgress}
        </h3>
        <StatCards
          label={copy.classProgress}
          cards={[
            {
              key: "enrollment",
              label: copy.totalEnrollment,
              value: item.enrolledCount,
              tone: "sky",
              icon: statIcons.students,
            },
            {
              key: "assignments",
              label: copy.totalAssignments,
              value: assignments.data?.length,
              tone: "brand",
              icon: statIcons.assignments,
            },
            {
              key: "submissions",
              label: copy.assignmentSubmissions,
              value: counts.data?.totalSubmissions,
              tone: "emerald",
              icon: statIcons.submissions,
            },
            {
              key: "certificates",
              label: certificatesMessages.issuedCount,
              value: certificates.data?.issued,
              tone: "amber",
              icon: statIcons.certificates,
            },
          ]}
        />
      </section>

      <TeacherLessons classId={item._id} />

      <ClassAnnouncements classId={item._id} canPost />

      <TeacherDiscussions classId={item._id} classTitle={item.title} />
      <TeacherQuizzes classId={item._id} />

      <section aria-labelledby="assignments-title" className="space-y-4">
        <h3 id="assignments-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {copy.assignmentsTitle}
        </h3>
        {assignments.isError ? (
          <SectionError onRetry={() => void assignments.refetch()}>
            {classPageMessages.fetchAssignmentsError} {assignments.error.message}
          </SectionError>
        ) : assignments.isPending ? (
          <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
        ) : list.length === 0 ? (
          <SectionEmpty title={copy.teacherNoAssignments} text={copy.teacherNoAssignmentsText}>
            <Button className="mt-4" onClick={() => setCreating(true)}>
              {copy.createAssignment}
            </Button>
          </SectionEmpty>
        ) : (
          <TeacherAssignmentList assignments={list} counts={counts.data?.perAssignment} now={now} />
        )}
      </section>

      <CreateAssignmentModal open={creating} onClose={() => setCreating(false)} classId={item._id} />
    </div>
  );
}
