import { formatCount } from "@classwise/shared";

/** '$1,234.50' from cents; '−$3.00' below zero (a day whose refunds exceed its sales). */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  const text = `$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
  return cents < 0 ? `−${text}` : text;
}
