import { homeMessages, TIMERS } from "@classwise/shared";
import { Carousel } from "../../../components/ui/carousel";
import { SectionStatus } from "../../../components/ui/section-status";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { useHomeFeedback } from "../api/list-public-evaluations";
import { FeedbackCard } from "./feedback-card";

/** Home page section 4 (product §2): 'What Our Students Say'. */
export function FeedbackCarousel() {
  const query = useHomeFeedback();
  useFailureToast(query.isError, homeMessages.fetchFeedbackFailed);

  if (query.isPending) return <SectionStatus kind="loading">{homeMessages.loadingFeedback}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{homeMessages.loadFeedbackFailed}</SectionStatus>;
  if (query.data.length === 0) return <SectionStatus kind="empty">{homeMessages.noFeedback}</SectionStatus>;
  return (
    <Carousel
      label={homeMessages.feedbackTitle}
      items={query.data}
      getKey={(item) => item._id}
      intervalMs={TIMERS.feedbackCarousel}
      pauseOnHover
      renderItem={(item) => <FeedbackCard item={item} />}
    />
  );
}
