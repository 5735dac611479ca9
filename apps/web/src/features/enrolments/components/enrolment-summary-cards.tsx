import { type EnrolmentSummary, enrolledMessages } from "@classwise/shared";
import { StatCards, statIcons } from "../../../components/ui/stat-cards";

/** product §2 My Enrolled Classes: Total Enrolled, In Progress, Completed (over all enrolments). */
export function EnrolmentSummaryCards({ summary }: { summary: EnrolmentSummary | undefined }) {
  return (
    <StatCards
      testIdPrefix="summary"
      cards={[
        {
          key: "totalEnrolled",
          label: enrolledMessages.totalEnrolled,
          value: summary?.totalEnrolled,
          tone: "brand",
          icon: statIcons.enrolled,
        },
        {
          key: "inProgress",
          label: enrolledMessages.inProgress,
          value: summary?.inProgress,
          tone: "amber",
          icon: statIcons.pending,
        },
        {
          key: "completed",
          label: enrolledMessages.completed,
          value: summary?.completed,
          tone: "emerald",
          icon: statIcons.completed,
        },
      ]}
    />
  );
}
