import { messages } from "@classwise/shared";
import { SectionStatus } from "../../../components/ui/section-status";
import { StatCards, statIcons } from "../../../components/ui/stat-cards";
import { usePublicStatistics } from "../api/get-public-statistics";

/** Home page section 5 (product §2): the platform's three public figures. */
export function PlatformStatistics() {
  const query = usePublicStatistics();
  if (query.isPending) return <SectionStatus kind="loading">{messages.home.loadingStatistics}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{messages.home.loadStatisticsFailed}</SectionStatus>;
  const figures = query.data;
  return (
    <StatCards
      size="large"
      cards={[
        {
          key: "totalUsers",
          label: messages.home.totalUsers,
          value: figures.totalUsers,
          tone: "brand",
          icon: statIcons.users,
        },
        {
          key: "totalClasses",
          label: messages.home.totalClasses,
          value: figures.totalClasses,
          tone: "brand",
          icon: statIcons.classes,
        },
        {
          key: "totalEnrollments",
          label: messages.home.totalEnrollments,
          value: figures.totalEnrollments,
          tone: "brand",
          icon: statIcons.enrolments,
        },
      ]}
    />
  );
}
