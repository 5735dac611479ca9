// Formatters are built once: `toLocaleString` with a locale builds a new one at every call, which a page of
// cards repeats hundreds of times while it renders.
const countFormat = new Intl.NumberFormat("en-US");

/** '12,345': counts of students, classes and the like. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
