import { homeMessages } from "@classwise/shared";
import { partners } from "../content";
import { HomeSection } from "./section-heading";

/** Home page section 2 (product §2): six static partner cards with local logos. */
export function TrustedPartners() {
  return (
    <HomeSection
      id="partners"
      title={homeMessages.partnersTitle}
      intro="Universities, studios and companies that build classes and hire our graduates."
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <img
              src={partner.logo}
              alt={partner.name}
              width={200}
              height={60}
              loading="lazy"
              decoding="async"
              className="h-10 w-auto max-w-full"
            />
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{partner.blurb}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
