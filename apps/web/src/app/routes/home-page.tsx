import { messages } from "@classwise/shared";
import { PopularClassesCarousel } from "../../features/classes/components/popular-classes-section";
import { FeedbackCarousel } from "../../features/evaluations/components/feedback-carousel";
import { Faq } from "../../features/home/components/faq";
import { HeroCarousel } from "../../features/home/components/hero-carousel";
import { HowItWorks } from "../../features/home/components/how-it-works";
import { HomeSection } from "../../features/home/components/section-heading";
import { TeachCallToAction } from "../../features/home/components/teach-call-to-action";
import { TrustedPartners } from "../../features/home/components/trusted-partners";
import { PlatformStatistics } from "../../features/statistics/components/statistics-section";

/** spec §2 Home page: the eight sections in the spec's order. */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <TrustedPartners />
      <HomeSection
        id="popular"
        eyebrow="Top picks"
        title={messages.home.popularTitle}
        intro="The classes most students are enrolled in right now."
        tone="tinted"
      >
        <PopularClassesCarousel />
      </HomeSection>
      <HomeSection
        id="feedback"
        eyebrow="Testimonials"
        title={messages.home.feedbackTitle}
        intro="Reviews from students who finished their classes."
      >
        <FeedbackCarousel />
      </HomeSection>
      <HomeSection id="statistics" eyebrow="Growing every day" title={messages.home.statisticsTitle} tone="tinted">
        <PlatformStatistics />
      </HomeSection>
      <TeachCallToAction />
      <HowItWorks />
      <Faq />
    </>
  );
}
