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
const [joinStep, exploreStep, practiceStep, recognitionStep] = homeMessages.howItWorksSteps;

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
    text: "Pick from thousands of practical classes in development, design, data and marketing. Learn at your own pace with lifetime access to everything you enrol in.",
    art: skillsArt,
    artAlt: "A laptop playing a lesson, surrounded by code, chart and colour badges",
    background: "from-brand-700 via-indigo-600 to-sky-500",
  },
  {
    id: "instructors",
    title: instructorsTitle,
    text: "Every class is taught by a practitioner and reviewed by our team before it goes live, so you learn what the industry actually uses.",
    art: instructorsArt,
    artAlt: "An instructor pointing at a growth chart on a whiteboard",
    background: "from-fuchsia-700 via-purple-600 to-brand-600",
  },
  {
    id: "interactive",
    title: interactiveTitle,
    text: "Hand in assignments, get feedback from your teacher and earn a certificate on completion. Support is there for you 24/7.",
    art: interactiveArt,
    artAlt: "A video class with four participants and chat messages",
    background: "from-emerald-700 via-teal-600 to-sky-600",
  },
];

/** product §2 Home, section 2: six static partner cards. */
export const partners = [
  { name: "Northwind Labs", logo: northwindLogo, blurb: "Engineering mentorship" },
  { name: "Lumen University", logo: lumenLogo, blurb: "Accredited curricula" },
  { name: "Brightpath", logo: brightpathLogo, blurb: "Career coaching" },
  { name: "Quantum Institute", logo: quantumLogo, blurb: "Data science tracks" },
  { name: "Atlas Design", logo: atlasLogo, blurb: "Design systems studio" },
  { name: "Cobalt Data", logo: cobaltLogo, blurb: "Cloud & analytics" },
] as const;

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

/** product §2 Home, section 6: six benefit cards of the Teach call-to-action. */
export const teachBenefits: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "globe",
    title: "Reach Students Worldwide",
    text: "Share your expertise with learners from every time zone.",
  },
  { icon: "clock", title: "Teach on Your Schedule", text: "Create classes and assignments whenever it suits you." },
  { icon: "wallet", title: "Earn From Every Enrolment", text: "Students pay once per class; you keep teaching." },
  { icon: "tools", title: "Simple Teaching Tools", text: "Assignments, submissions and progress in one dashboard." },
  { icon: "support", title: "24/7 Instructor Support", text: "Our team helps you from application to first class." },
  { icon: "community", title: "A Community of Educators", text: "Learn from fellow teachers and grow together." },
];

/** product §2 Home, section 7: how it works, four steps. */
export const howItWorks: { icon: IconName; title: string; text: string }[] = [
  { icon: "user-plus", title: joinStep, text: "Create a free account in under a minute with email or Google." },
  {
    icon: "search",
    title: exploreStep,
    text: `Browse ${homeMessages.coursesCount.toLowerCase()} and find the one for you.`,
  },
  { icon: "book", title: practiceStep, text: "Watch, read, and hand in assignments your teacher reviews." },
  { icon: "award", title: recognitionStep, text: "Finish the class and earn a certificate on completion." },
];

/** product §2 Home, section 8: eight questions, marketing facts of product §9. */
export const faqs: { question: string; answer: string }[] = [
  {
    question: "How do I enrol in a class?",
    answer:
      "Sign in, open any class from Explore All Classes and choose Pay & Enroll. It is a one-time payment by card, and the class appears in your dashboard right away.",
  },
  {
    question: "How long do I keep access to a class?",
    answer: "For life. Once enrolled you have lifetime access to the class, its assignments and any updates.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Yes. Within 30 days of paying, refund a class yourself from Payment History, no questions asked: the money goes back to your card. The guarantee applies once per class.",
  },
  {
    question: "Do I get a certificate?",
    answer:
      "Yes. You earn a certificate when you have completed every lesson and handed in every assignment of the class (an assignment that had already closed when you enrolled does not count). Download it as a PDF from My Certificates in your dashboard; anyone can check it at the address printed on it.",
  },
  {
    question: "How many courses are there?",
    answer: `Over ${homeMessages.coursesCount.replace(" Courses", "")} courses across development, design, data science, marketing and more, with new classes approved every week.`,
  },
  {
    question: "What if I need help?",
    answer: "Our support team is available 24/7 by email and chat, for students and teachers alike.",
  },
  {
    question: "How do I become a teacher?",
    answer:
      "Choose Apply to Teach, tell us what you would like to teach and your experience level. Applications are reviewed within 2-3 business days.",
  },
  {
    question: "Are classes reviewed before they are published?",
    answer: "Yes. Every new class is checked by an admin and only appears in the catalogue once it has been approved.",
  },
];
