import { homeMessages } from "@classwise/shared";
import { Link } from "react-router";
import { onBrandLinkClass } from "../../../components/ui/link-styles";
import { RenderLater } from "../../../components/ui/render-later";
import { paths } from "../../../lib/paths";
import { teachBenefits } from "../content";
import { Icon } from "./icon";

/** Home page section 6 (product §2): 'Inspire the Next Generation'. */
export function TeachCallToAction() {
  return (
    <section
      aria-labelledby="teach-title"
      className="band-when-seen bg-gradient-to-br from-brand-700 via-indigo-700 to-purple-700 py-16 text-white sm:py-20 dark:from-indigo-950 dark:via-indigo-900 dark:to-purple-950"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{homeMessages.teachEyebrow}</p>
          <h2 id="teach-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {homeMessages.teachTitle}
          </h2>
          <p className="mt-4 text-lg text-white/85">{homeMessages.teachText}</p>
        </div>
        <RenderLater placeholder={<div className="mt-12 min-h-[78rem] sm:min-h-[38rem] lg:min-h-[25rem]" />}>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {teachBenefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/15 text-white">
                  <Icon name={benefit.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-white/80">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </RenderLater>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <Link to={paths.teach} className={onBrandLinkClass.large}>
            {homeMessages.applyToTeach}
          </Link>
          <p className="text-sm text-white/80">{homeMessages.teachNote}</p>
        </div>
      </div>
    </section>
  );
}
