import type { Category } from "@classwise/shared";

export interface CategoryVocabulary {
  label: string;
  /** Words drawn on this category's three demo images, in image order. */
  imageWords: readonly [string, string, string];
  /** Topics a class can be about; topic i uses image i % 3. */
  subjects: readonly string[];
  projects: readonly string[];
  audiences: readonly string[];
}

export const CATALOGUE: Record<Category, CategoryVocabulary> = {
  "web-development": {
    label: "Web Development",
    imageWords: ["HTML", "React", "Node"],
    subjects: [
      "Semantic HTML",
      "React",
      "Node.js",
      "CSS Grid and Flexbox",
      "TypeScript for the Web",
      "Next.js",
      "Web Accessibility",
      "REST API Design",
      "Web Performance",
    ],
    projects: [
      "a responsive portfolio site",
      "a full-stack task manager",
      "an online store front end",
      "a real-time chat app",
      "a blog with a headless CMS",
    ],
    audiences: [
      "aspiring front-end developers",
      "designers who want to ship their own sites",
      "back-end developers moving to the web",
      "career changers",
    ],
  },
  "digital-marketing": {
    label: "Digital Marketing",
    imageWords: ["SEO", "Ads", "Social"],
    subjects: [
      "Search Engine Optimisation",
      "Google Ads",
      "Social Media Strategy",
      "Content Marketing",
      "Email Marketing",
      "Marketing Analytics",
      "Brand Storytelling",
      "Conversion Rate Optimisation",
    ],
    projects: [
      "a 90-day content calendar",
      "a paid campaign with a measurable budget",
      "an SEO audit of a live site",
      "an email nurture sequence",
      "a growth dashboard",
    ],
    audiences: [
      "small business owners",
      "junior marketers",
      "founders doing their own marketing",
      "freelancers building a client base",
    ],
  },
  "graphic-design": {
    label: "Graphic Design",
    imageWords: ["Color", "Type", "Logo"],
    subjects: [
      "Colour Theory",
      "Typography",
      "Logo Design",
      "Adobe Illustrator",
      "Layout and Grids",
      "Brand Identity",
      "Poster Design",
      "Illustration for Beginners",
    ],
    projects: [
      "a complete brand identity",
      "a poster series",
      "a set of social media templates",
      "a logo with usage guidelines",
      "an editorial magazine spread",
    ],
    audiences: [
      "beginners with no design background",
      "marketers who design their own assets",
      "illustrators going professional",
      "developers who want a better eye for design",
    ],
  },
  "data-science": {
    label: "Data Science",
    imageWords: ["Data", "Stats", "Pandas"],
    subjects: [
      "Python for Data Analysis",
      "Statistics",
      "Pandas",
      "SQL for Analysts",
      "Data Visualisation",
      "Exploratory Data Analysis",
      "A/B Testing",
      "Time Series Forecasting",
    ],
    projects: [
      "an end-to-end analysis of a public dataset",
      "an interactive dashboard",
      "a sales forecast",
      "a reproducible analysis notebook",
      "a customer segmentation study",
    ],
    audiences: ["analysts who want to code", "scientists moving to industry", "business students", "Excel power users"],
  },
  "mobile-development": {
    label: "Mobile Development",
    imageWords: ["iOS", "Android", "Flutter"],
    subjects: [
      "SwiftUI",
      "Kotlin for Android",
      "Flutter",
      "React Native",
      "Mobile App Architecture",
      "Offline-First Apps",
      "Mobile UI Patterns",
      "App Store Publishing",
    ],
    projects: [
      "a habit tracker app",
      "a weather app with offline caching",
      "a recipe app with a backend",
      "a fitness logger",
      "a cross-platform notes app",
    ],
    audiences: [
      "web developers going mobile",
      "beginners who want their first app in the store",
      "product people who prototype",
      "junior mobile engineers",
    ],
  },
  "ui-ux-design": {
    label: "UI/UX Design",
    imageWords: ["UX", "Figma", "Proto"],
    subjects: [
      "User Research",
      "Figma",
      "Interaction Design",
      "Design Systems",
      "Usability Testing",
      "Wireframing and Prototyping",
      "Information Architecture",
      "Accessible Design",
    ],
    projects: [
      "a clickable prototype of a booking app",
      "a small design system",
      "a usability study with real participants",
      "a redesign case study",
      "a mobile onboarding flow",
    ],
    audiences: [
      "graphic designers moving into product",
      "developers who design",
      "product managers",
      "new UX designers building a portfolio",
    ],
  },
  programming: {
    label: "Programming",
    imageWords: ["Code", "Python", "Rust"],
    subjects: [
      "Python",
      "JavaScript Fundamentals",
      "Rust",
      "Go",
      "Data Structures and Algorithms",
      "Clean Code",
      "Git and GitHub",
      "Test-Driven Development",
      "Object-Oriented Programming",
    ],
    projects: [
      "a command-line tool",
      "a small interpreter",
      "a web scraper",
      "a text adventure game",
      "a library with a full test suite",
    ],
    audiences: [
      "complete beginners",
      "self-taught programmers filling the gaps",
      "students preparing for interviews",
      "developers learning a second language",
    ],
  },
  "artificial-intelligence": {
    label: "Artificial Intelligence",
    imageWords: ["AI", "ML", "Neural"],
    subjects: [
      "Machine Learning",
      "Deep Learning",
      "Natural Language Processing",
      "Computer Vision",
      "Prompt Engineering",
      "Large Language Models",
      "Reinforcement Learning",
      "MLOps",
    ],
    projects: [
      "an image classifier",
      "a sentiment analysis model",
      "a retrieval-augmented chatbot",
      "a recommendation engine",
      "a deployed model behind an API",
    ],
    audiences: [
      "developers curious about AI",
      "data analysts levelling up",
      "researchers new to ML",
      "product teams adding AI features",
    ],
  },
};

export const TITLE_PATTERNS = [
  "{subject} for Beginners",
  "Mastering {subject}",
  "{subject}: From Zero to Confident",
  "Practical {subject}",
  "{subject} in 30 Days",
  "The Complete {subject} Bootcamp",
  "Advanced {subject} Techniques",
  "{subject} Essentials",
  "Hands-On {subject} Projects",
  "{subject} Masterclass",
  "Modern {subject} Workshop",
  "{subject} the Right Way",
] as const;

export const DESCRIPTION_OPENERS = [
  "A hands-on course that takes you from the basics of {subject} to building real work you can show.",
  "Learn {subject} by doing: short lessons, practical exercises and honest feedback.",
  "This class demystifies {subject} with clear explanations and plenty of worked examples.",
  "Everything you need to use {subject} with confidence, taught step by step.",
  "A focused, project-based introduction to {subject} for people who learn best by building.",
] as const;

export const DESCRIPTION_MIDDLES = [
  "Over the course you will build {project}, one small milestone at a time.",
  "The main project is {project}, which you can add to your portfolio.",
  "Each module ends with an exercise, and together they add up to {project}.",
  "You will finish with {project} and a clear understanding of every decision behind it.",
] as const;

export const DESCRIPTION_CLOSERS = [
  "Ideal for {audience}.",
  "Designed for {audience}; no prior experience needed.",
  "Perfect for {audience} who want practical skills quickly.",
  "Best suited to {audience} with a few hours a week to practise.",
] as const;

/** Common price points in cents, cheaper ones more likely (weights below). */
export const PRICE_POINTS = [1999, 2499, 2999, 3499, 3999, 4999, 5999, 6999, 7999, 8999, 9999, 12999, 14999, 19999];
export const PRICE_WEIGHTS = [10, 8, 12, 8, 10, 12, 8, 6, 5, 4, 6, 3, 2, 1];
