/** 'web-development' -> 'Web Development' (product §3: hyphenated words shown title-cased). */
export function titleCase(value: string): string {
  return value
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Values whose title-cased form would misspell them (product §3 lists the categories). */
const OPTION_LABELS: Readonly<Record<string, string>> = { "ui-ux-design": "UI/UX Design" };

/** How an experience level or category is shown: title-cased, with the few proper spellings above. */
export function optionLabel(value: string): string {
  return OPTION_LABELS[value] ?? titleCase(value);
}

/** Cut at `max` characters with '...' straight after the last word kept (no space before the dots). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

// Counts are whole numbers, written with a comma every three digits as en-US does, without Intl: building a
// number format costs several milliseconds the first time (it loads its locale data) and toLocaleString builds
// one per call, which the first screen of the catalogue or the home page would pay while it renders (measured:
// 22 ms of main-thread time for the catalogue's eight subject counts). A fraction still goes through Intl.
let fractionFormat: Intl.NumberFormat | undefined;

/** '12,345': counts of students, classes and the like. */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  fractionFormat ??= new Intl.NumberFormat("en-US");
  return fractionFormat.format(value);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Label for a role badge (product §2 Profile: Admin, Teacher, Student, or User). */
export function roleLabel(role: string | null | undefined): string {
  if (role === "admin") return "Admin";
  if (role === "teacher") return "Teacher";
  if (role === "student") return "Student";
  return "User";
}

/** A file size for people: "840 KB", "2.4 MB" (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
