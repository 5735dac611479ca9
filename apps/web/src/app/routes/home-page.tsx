import { homeMessages } from "@classwise/shared";
import type { ReactNode } from "react";
import { RenderLater } from "../../components/ui/render-later";
import { SectionStatus } from "../../components/ui/section-status";
import { PopularClassesCarousel } from "../../features/classes/components/popular-classes-section";
import { FeedbackCarousel } from "../../features/evaluations/components/feedback-carousel";
import { Faq } from "../../features/home/components/faq";
import { HeroCarousel } from "../../features/home/components/hero-carousel";
import { HowItWorks } from "../../features/home/components/how-it-works";
import { HomeSection } from "../../features/home/components/section-heading";
import { TeachCallToAction } from "../../features/home/components/teach-call-to-action";
import { TrustedPartners } from "../../features/home/components/trusted-partners";
import { PlatformStatistics } from "../../features/statistics/components/statistics-section";

/** What a data section shows until it has rendered (render-later.tsx) and until its data arrives. */
function Loading({ children }: { children: ReactNode }) {
  return <SectionStatus kind="loading">{children}</SectionStatus>;
}

/**
 * product §2 Home page: the eight sections in the spec's order. Below the first screen, each section's content
 * renders in a task of its own after the app has taken over the prerendered page, so that no single task
 * holds the page's input for long; the headings are there from the start.
 */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <TrustedPartners />
      <HomeSection
        id="popular"
        eyebrow={homeMessages.popularEyebrow}
        title={homeMessages.popularTitle}
        intro="The classes most students are enrolled in right now."
        tone="tinted"
      >
        <RenderLater placeholder={<Loading>{homeMessages.loadingPopular}</Loading>}>
          <PopularClassesCarousel />
        </RenderLater>
      </HomeSection>
      <HomeSection
        id="feedback"
        eyebrow={homeMessages.feedbackEyebrow}
        title={homeMessages.feedbackTitle}
        intro="Reviews from students who finished their classes."
      >
        <RenderLater placeholder={<Loading>{homeMessages.loadingFeedback}</Loading>}>
          <FeedbackCarousel />
        </RenderLater>
      </HomeSection>
      <HomeSection
        id="statistics"
        eyebrow={homeMessages.statisticsEyebrow}
        title={homeMessages.statisticsTitle}
        tone="tinted"
      >
        <RenderLater placeholder={<Loading>{homeMessages.loadingStatistics}</Loading>}>
          <PlatformStatistics />
        </RenderLater>
      </HomeSection>
      <TeachCallToAction />
      <HowItWorks />
      <Faq />
    </>
  );
}
