import { messages, TIMERS } from "@classwise/shared";
import { Carousel } from "../../../components/ui/carousel";
import { SectionStatus } from "../../../components/ui/section-status";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { useHomeFeedback } from "../api/list-public-evaluations";
import { FeedbackCard } from "./feedback-card";

/** Home page section 4 (product §2): 'What Our Students Say'. */
export function FeedbackCarousel() {
  const query = useHomeFeedback();
  useFailureToast(query.isError, messages.home.fetchFeedbackFailed);

  if (query.isPending) return <SectionStatus kind="loading">{messages.home.loadingFeedback}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{messages.home.loadFeedbackFailed}</SectionStatus>;
  if (query.data.length === 0) return <SectionStatus kind="empty">{messages.home.noFeedback}</SectionStatus>;
  return (
    <Carousel
      label={messages.home.feedbackTitle}
      items={query.data}
      getKey={(item) => item._id}
      intervalMs={TIMERS.feedbackCarousel}
      pauseOnHover
      renderItem={(item) => <FeedbackCard item={item} />}
    />
  );
}
