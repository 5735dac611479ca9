// Counts are whole numbers, written with a comma every three digits as en-US does. Building an
// Intl.NumberFormat costs several milliseconds the first time (it loads its locale data), which the first
// screen of the catalogue or the home page would pay while it renders; a fraction still goes through one.
let fractionFormat: Intl.NumberFormat | undefined;

/** '12,345': counts of students, classes and the like. */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  fractionFormat ??= new Intl.NumberFormat("en-US");
  return fractionFormat.format(value);
}

/** '$1,234.50' from cents; '−$3.00' below zero (a day whose refunds exceed its sales). */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  const text = `$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
  return cents < 0 ? `−${text}` : text;
}
