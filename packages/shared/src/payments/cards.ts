/**
 * Card number, expiry and CVC rules as Stripe's card element applies them. The sandbox card form uses them
 * while the student types, and the sandbox processor applies them again on the server, so both answer with
 * the messages Stripe.js shows for the same input.
 */

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "unknown"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Stripe.js texts for input it refuses before anything reaches the server. */
export const cardInputMessages = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface CardInputError {
  /** Stripe.js error code, e.g. `incomplete_number`, `invalid_expiry_year_past`. */
  code: string;
  message: string;
}

const brandPatterns: [CardBrand, RegExp][] = [
  ["amex", /^3[47]/],
  ["diners", /^3(?:0[0-5]|[689])/],
  ["jcb", /^35/],
  ["discover", /^(?:6011|65|64[4-9])/],
  ["unionpay", /^62/],
  ["mastercard", /^(?:5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720))/],
  ["visa", /^4/],
];

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** The brand a (partial) card number belongs to, from its leading digits. */
export function detectCardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  for (const [brand, pattern] of brandPatterns) if (pattern.test(digits)) return brand;
  return "unknown";
}

/** Accepted lengths per brand; the last one is the most digits the field takes. */
export function cardNumberLengths(brand: CardBrand): number[] {
  switch (brand) {
    case "amex":
      return [15];
    case "diners":
      return [14, 16];
    case "unionpay":
      return [16, 17, 18, 19];
    default:
      return [16];
  }
}

export function maxCardNumberLength(brand: CardBrand): number {
  const lengths = cardNumberLengths(brand);
  return lengths[lengths.length - 1] ?? 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === "amex" ? 4 : 3;
}

/** Luhn checksum (ISO/IEC 7812), which every real card number passes. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups the digits as printed on the card: 4-6-5 for American Express, 4-6-4 for 14-digit Diners, else fours. */
export function formatCardNumber(number: string): string {
  const brand = detectCardBrand(number);
  const digits = digitsOnly(number).slice(0, maxCardNumberLength(brand));
  const groups = brand === "amex" || (brand === "diners" && digits.length <= 14) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

export interface CardExpiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/**
 * Formats what the student types into `MM / YY` the way Stripe's element does: a leading 2-9 becomes
 * `0x`, a month above 12 is impossible, and the separator appears once the month is complete.
 */
export function formatExpiryInput(raw: string): string {
  let digits = digitsOnly(raw);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.startsWith("00")) digits = `0${digits.slice(2)}`;
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** `MM / YY` -> month and four-digit year, or null while incomplete. */
export function parseExpiry(value: string): CardExpiry | null {
  const digits = digitsOnly(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  return { month, year };
}

export function validateCardNumber(number: string): CardInputError | null {
  const digits = digitsOnly(number);
  const brand = detectCardBrand(digits);
  const lengths = cardNumberLengths(brand);
  const max = maxCardNumberLength(brand);
  if (digits.length > max) return { code: "invalid_number", message: cardInputMessages.numberInvalid };
  if (!lengths.includes(digits.length)) {
    return { code: "incomplete_number", message: cardInputMessages.numberIncomplete };
  }
  if (!passesLuhn(digits)) return { code: "invalid_number", message: cardInputMessages.numberInvalid };
  return null;
}

/** Expiry rules: a month 1..12, not before the current month, at most 50 years ahead. */
export function validateExpiry(expiry: CardExpiry | null, now: Date = new Date()): CardInputError | null {
  if (!expiry || !Number.isInteger(expiry.month) || !Number.isInteger(expiry.year)) {
    return { code: "incomplete_expiry", message: cardInputMessages.expiryIncomplete };
  }
  if (expiry.month < 1 || expiry.month > 12) {
    return { code: "invalid_expiry_month", message: cardInputMessages.expiryMonthInvalid };
  }
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (expiry.year < thisYear) return { code: "invalid_expiry_year_past", message: cardInputMessages.expiryYearPast };
  if (expiry.year === thisYear && expiry.month < thisMonth) {
    return { code: "invalid_expiry_month_past", message: cardInputMessages.expiryDatePast };
  }
  if (expiry.year > thisYear + 50) {
    return { code: "invalid_expiry_year", message: cardInputMessages.expiryYearInvalid };
  }
  return null;
}

export function validateCvc(cvc: string, brand: CardBrand): CardInputError | null {
  const digits = digitsOnly(cvc);
  if (digits.length !== cvcLength(brand) || digits.length !== cvc.length) {
    return { code: "incomplete_cvc", message: cardInputMessages.cvcIncomplete };
  }
  return null;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The first problem Stripe.js would report for these card details, in the element's field order. */
export function validateCard(card: CardDetails, now: Date = new Date()): CardInputError | null {
  const brand = detectCardBrand(card.number);
  return (
    validateCardNumber(card.number) ??
    validateExpiry({ month: card.expMonth, year: card.expYear }, now) ??
    validateCvc(card.cvc, brand)
  );
}
