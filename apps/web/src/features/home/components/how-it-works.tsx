import { homeMessages } from "@classwise/shared";
import { RenderLater } from "../../../components/ui/render-later";
import { howItWorks } from "../content";
import { Icon } from "./icon";
import { HomeSection } from "./section-heading";

/** Home page section 7 (product §2): four steps. */
export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      eyebrow={homeMessages.howItWorksEyebrow}
      title={homeMessages.howItWorksTitle}
      tone="tinted"
    >
      {/* The placeholder keeps about the list's height at each width (one, two, then four columns). */}
      <RenderLater placeholder={<div className="min-h-[52rem] sm:min-h-[26rem] lg:min-h-[14rem]" />}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorks.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              {/* A watermark, drawn as generated content: the order is the list's, and the heading says it. */}
              <span
                data-step={String(index + 1).padStart(2, "0")}
                className="absolute right-5 top-4 text-4xl font-extrabold text-slate-100 before:content-[attr(data-step)] dark:text-slate-800"
                aria-hidden="true"
              />
              <span className="relative flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={step.icon} />
              </span>
              <h3 className="relative mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">{homeMessages.step(index + 1)}</span>
                {step.title}
              </h3>
              <p className="relative mt-1 text-slate-600 dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </RenderLater>
    </HomeSection>
  );
}
