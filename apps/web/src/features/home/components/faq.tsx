import { homeMessages } from "@classwise/shared";
import { useId, useState } from "react";
import { RenderLater } from "../../../components/ui/render-later";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { faqs } from "../content";
import { HomeSection } from "./section-heading";

/** Home page section 8 (product §2, §4): eight questions, at most one open; clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <HomeSection id="faq" eyebrow={homeMessages.faqEyebrow} title={homeMessages.faqTitle}>
      <RenderLater placeholder={<div className="mx-auto min-h-[31rem] max-w-3xl sm:min-h-[28rem]" />}>
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {faqs.map((faq, index) => {
            const isOpen = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={faq.question}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition hover:bg-slate-50 sm:px-6 dark:text-white dark:hover:bg-slate-800/60"
                  >
                    <span>{faq.question}</span>
                    <StrokeIcon
                      d="M6 9l6 6 6-6"
                      className={`shrink-0 text-brand-600 transition-transform dark:text-brand-100 ${isOpen ? "rotate-180" : ""}`}
                    />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!isOpen}
                  className="px-5 pb-5 text-slate-600 sm:px-6 dark:text-slate-400"
                >
                  {faq.answer}
                </section>
              </div>
            );
          })}
        </div>
      </RenderLater>
    </HomeSection>
  );
}
