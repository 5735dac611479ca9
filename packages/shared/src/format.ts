/** 'web-development' -> 'Web Development' (spec §3: hyphenated words shown title-cased). */
export function titleCase(value: string): string {
  return value
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
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

/** Label for a role badge (spec §2 Profile: Admin, Teacher, Student, or User). */
export function roleLabel(role: string | null | undefined): string {
  if (role === "admin") return "Admin";
  if (role === "teacher") return "Teacher";
  if (role === "student") return "Student";
  return "User";
}
