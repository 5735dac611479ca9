import {
  detectCardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiryInput,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from "@classwise/shared";

export interface SandboxCardValue {
  number: string;
  expiry: string;
  cvc: string;
}
export type SandboxCardField = keyof SandboxCardValue;
export type SandboxCardTouched = Record<SandboxCardField, boolean>;

export const emptyCard: SandboxCardValue = { number: "", expiry: "", cvc: "" };

export interface SandboxCardAnalysis {
  brand: ReturnType<typeof detectCardBrand>;
  complete: boolean;
  /** The message Stripe's element would show now: invalid input at once, incomplete input after leaving it. */
  error: string | null;
  errorField: SandboxCardField | null;
  numberComplete: boolean;
  expiryComplete: boolean;
}

/** Reads the card as Stripe's card element does: brand, completeness and the one error to show. */
export function analyseCard(
  value: SandboxCardValue,
  touched: SandboxCardTouched,
  now = new Date(),
): SandboxCardAnalysis {
  const brand = detectCardBrand(value.number);
  const errors = {
    number: validateCardNumber(value.number),
    expiry: validateExpiry(parseExpiry(value.expiry), now),
    cvc: validateCvc(value.cvc, brand),
  };
  const shown = (field: SandboxCardField) => {
    const error = errors[field];
    if (!error) return false;
    if (!error.code.startsWith("incomplete")) return true;
    return touched[field] && value[field] !== "";
  };
  const errorField = (["number", "expiry", "cvc"] as const).find(shown) ?? null;
  return {
    brand,
    complete: !errors.number && !errors.expiry && !errors.cvc,
    error: errorField ? (errors[errorField]?.message ?? null) : null,
    errorField,
    numberComplete: !errors.number,
    expiryComplete: !errors.expiry,
  };
}

/** The number as the student types it, spaced by brand. */
export function nextCardNumber(raw: string): string {
  return formatCardNumber(raw);
}

/**
 * The expiry after an edit. Typing formats to `MM / YY`; deleting right after the separator removes the
 * month's last digit instead of letting the formatter put the separator straight back.
 */
export function nextExpiry(previous: string, raw: string): string {
  const deleting = raw.length < previous.length;
  if (!deleting) return formatExpiryInput(raw);
  let digits = digitsOnly(raw);
  if (previous.endsWith(" / ") && digits.length === 2) digits = digits.slice(0, 1);
  return digits.length <= 1 ? digits : formatExpiryInput(digits);
}

export function cardDetails(value: SandboxCardValue) {
  const expiry = parseExpiry(value.expiry);
  return {
    number: digitsOnly(value.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: value.cvc,
  };
}
