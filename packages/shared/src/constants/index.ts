export const ROLES = ["admin", "teacher", "student"] as const;
export type Role = (typeof ROLES)[number];

export const CLASS_STATUSES = ["pending", "approved", "rejected"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const EXPERIENCE_LEVELS = ["beginner", "mid-level", "experienced"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const CATEGORIES = [
  "web-development",
  "digital-marketing",
  "graphic-design",
  "data-science",
  "mobile-development",
  "ui-ux-design",
  "programming",
  "artificial-intelligence",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** How the catalogue can be ordered (relevance only means something with a search term). */
export const CLASS_SORTS = ["relevance", "newest", "popular", "rating", "price-low", "price-high"] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];

/** Titles the catalogue's search box suggests as one types. */
export const SUGGESTIONS_LIMIT = 8;

/** product §9: page sizes offered by every paged list. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;
/** The catalogue's starting page size (product §9; 10 fills two rows of the widest grid). */
export const CATALOGUE_DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * How deep a list can be paged (docs/decisions/0014-search.md): the first 10,000 rows of any list, the
 * first 1,000 matches of a search. Past that a search (or a narrower one) finds the rest, so no request
 * reads a number of rows that grows with the page number.
 */
export const MAX_BROWSE_ROWS = 10_000;
export const MAX_SEARCH_ROWS = 1_000;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp"] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Stripe's smallest USD charge: dearer classes are paid by card, free ones (price 0) are not charged. */
export const MIN_CARD_CHARGE_CENTS = 50;

export const POPULAR_CLASSES_LIMIT = 6;
export const FEEDBACK_LIMIT = 12;
export const FEEDBACK_MIN_RATING = 4;

/** product §9 timers, in milliseconds. */
export const TIMERS = {
  heroCarousel: 5000,
  classesCarousel: 4000,
  feedbackCarousel: 5000,
  enrolRedirect: 2000,
  deletedNotice: 2000,
  toastDefault: 5000,
  toastEnrolment: 3000,
} as const;

export const BREAKPOINTS = { md: 768, lg: 1024 } as const;

/** Key under which the web client keeps its bearer token (product §3 Auth session). */
export const TOKEN_STORAGE_KEY = "classwise-access-token";
