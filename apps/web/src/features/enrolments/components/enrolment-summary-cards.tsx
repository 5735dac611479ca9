import { type EnrolmentSummary, messages } from "@classwise/shared";
import { StatCards, statIcons } from "../../../components/ui/stat-cards";

/** product §2 My Enrolled Classes: Total Enrolled, In Progress, Completed (over all enrolments). */
export function EnrolmentSummaryCards({ summary }: { summary: EnrolmentSummary | undefined }) {
  return (
    <StatCards
      testIdPrefix="summary"
      cards={[
        {
          key: "totalEnrolled",
          label: messages.enrolled.totalEnrolled,
          value: summary?.totalEnrolled,
          tone: "brand",
          icon: statIcons.enrolled,
        },
        {
          key: "inProgress",
          label: messages.enrolled.inProgress,
          value: summary?.inProgress,
          tone: "amber",
          icon: statIcons.pending,
        },
        {
          key: "completed",
          label: messages.enrolled.completed,
          value: summary?.completed,
          tone: "emerald",
          icon: statIcons.completed,
        },
      ]}
    />
  );
}
