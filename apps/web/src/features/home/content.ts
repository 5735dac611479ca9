import { homeMessages } from "@classwise/shared";
import instructorsArt from "./assets/hero/instructors.svg?no-inline";
import interactiveArt from "./assets/hero/interactive.svg?no-inline";
// The first slide's picture comes inside the script (and the prerendered page), so the hero paints at once; the
// later slides' pictures and the partner logos are files of their own, fetched at low priority.
import skillsArt from "./assets/hero/skills.svg";
import atlasLogo from "./assets/partners/atlas.svg?no-inline";
import brightpathLogo from "./assets/partners/brightpath.svg?no-inline";
import cobaltLogo from "./assets/partners/cobalt.svg?no-inline";
import lumenLogo from "./assets/partners/lumen.svg?no-inline";
import northwindLogo from "./assets/partners/northwind.svg?no-inline";
import quantumLogo from "./assets/partners/quantum.svg?no-inline";

const [skillsTitle, instructorsTitle, interactiveTitle] = homeMessages.heroTitles;
const [skillsSlide, instructorsSlide, interactiveSlide] = homeMessages.heroSlides;

export interface HeroSlide {
  id: string;
  title: string;
  text: string;
  art: string;
  artAlt: string;
  /** Tailwind background of the slide. */
  background: string;
}

/** product §2 Home, section 1: three slides with the spec's titles. */
export const heroSlides: HeroSlide[] = [
  {
    id: "skills",
    title: skillsTitle,
    ...skillsSlide,
    art: skillsArt,
    background: "from-brand-700 via-indigo-600 to-sky-500",
  },
  {
    id: "instructors",
    title: instructorsTitle,
    ...instructorsSlide,
    art: instructorsArt,
    background: "from-fuchsia-700 via-purple-600 to-brand-600",
  },
  {
    id: "interactive",
    title: interactiveTitle,
    ...interactiveSlide,
    art: interactiveArt,
    background: "from-emerald-700 via-teal-600 to-sky-600",
  },
];

const partnerLogos = [northwindLogo, lumenLogo, brightpathLogo, quantumLogo, atlasLogo, cobaltLogo];

/** product §2 Home, section 2: six static partner cards. */
export const partners = homeMessages.partners.map((partner, index) => ({
  ...partner,
  logo: partnerLogos[index] ?? "",
}));

export type IconName =
  | "globe"
  | "clock"
  | "wallet"
  | "tools"
  | "support"
  | "community"
  | "user-plus"
  | "search"
  | "book"
  | "award";

const benefitIcons: IconName[] = ["globe", "clock", "wallet", "tools", "support", "community"];
const stepIcons: IconName[] = ["user-plus", "search", "book", "award"];

/** product §2 Home, section 6: six benefit cards of the Teach call-to-action. */
export const teachBenefits: { icon: IconName; title: string; text: string }[] = homeMessages.teachBenefits.map(
  (benefit, index) => ({ icon: benefitIcons[index] ?? "globe", ...benefit }),
);

/** product §2 Home, section 7: how it works, four steps. */
export const howItWorks: { icon: IconName; title: string; text: string }[] = homeMessages.howItWorksSteps.map(
  (title, index) => ({ icon: stepIcons[index] ?? "user-plus", title, text: homeMessages.howItWorksTexts[index] ?? "" }),
);

/** product §2 Home, section 8: eight questions, marketing facts of product §9. */
export const faqs: readonly { question: string; answer: string }[] = homeMessages.faqs;
