import { homeMessages } from "@classwise/shared";
import { SectionStatus } from "../../../components/ui/section-status";
import { StatCards, statIcons } from "../../../components/ui/stat-cards";
import { usePublicStatistics } from "../api/get-public-statistics";

/** Home page section 5 (product §2): the platform's three public figures. */
export function PlatformStatistics() {
  const query = usePublicStatistics();
  if (query.isPending) return <SectionStatus kind="loading">{homeMessages.loadingStatistics}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{homeMessages.loadStatisticsFailed}</SectionStatus>;
  const figures = query.data;
  return (
    <StatCards
      size="large"
      cards={[
        {
          key: "totalUsers",
          label: homeMessages.totalUsers,
          value: figures.totalUsers,
          tone: "brand",
          icon: statIcons.users,
        },
        {
          key: "totalClasses",
          label: homeMessages.totalClasses,
          value: figures.totalClasses,
          tone: "brand",
          icon: statIcons.classes,
        },
        {
          key: "totalEnrollments",
          label: homeMessages.totalEnrollments,
          value: figures.totalEnrollments,
          tone: "brand",
          icon: statIcons.enrolments,
        },
      ]}
    />
  );
}
