import { describe, expect, it } from "vitest";
import {
  cardInputMessages,
  detectCardBrand,
  formatCardNumber,
  formatExpiryInput,
  parseExpiry,
  passesLuhn,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from "../src/index.js";

const now = new Date(2026, 4, 15); // May 2026

describe("card rules shared by the sandbox form and the sandbox processor", () => {
  it("detects brands from the leading digits", () => {
    expect(detectCardBrand("4242")).toBe("visa");
    expect(detectCardBrand("5555 5555")).toBe("mastercard");
    expect(detectCardBrand("2223003122003222")).toBe("mastercard");
    expect(detectCardBrand("3782")).toBe("amex");
    expect(detectCardBrand("6011")).toBe("discover");
    expect(detectCardBrand("3056")).toBe("diners");
    expect(detectCardBrand("3566")).toBe("jcb");
    expect(detectCardBrand("6200")).toBe("unionpay");
    expect(detectCardBrand("9999")).toBe("unknown");
    expect(detectCardBrand("")).toBe("unknown");
  });

  it("checks the Luhn sum", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("42")).toBe(false);
  });

  it("groups digits as printed on the card and stops at the brand's length", () => {
    expect(formatCardNumber("4242424242424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("36227206271667")).toBe("3622 720627 1667");
    expect(formatCardNumber("4a2-4 2")).toBe("4242");
  });

  it("formats the expiry like Stripe's element", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("4")).toBe("04 / ");
    expect(formatExpiryInput("12")).toBe("12 / ");
    expect(formatExpiryInput("13")).toBe("01 / 3");
    expect(formatExpiryInput("00")).toBe("0");
    expect(formatExpiryInput("12 / 345")).toBe("12 / 34");
    expect(parseExpiry("12 / 34")).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry("12 / 3")).toBeNull();
  });

  it("reports Stripe.js's messages for the number", () => {
    expect(validateCardNumber("4242 4242 4242")?.message).toBe(cardInputMessages.numberIncomplete);
    expect(validateCardNumber("4242424242424241")?.message).toBe(cardInputMessages.numberInvalid);
    expect(validateCardNumber("4242424242424242")).toBeNull();
    expect(validateCardNumber("378282246310005")).toBeNull();
  });

  it("reports Stripe.js's messages for the expiry", () => {
    expect(validateExpiry(null, now)?.message).toBe(cardInputMessages.expiryIncomplete);
    expect(validateExpiry({ month: 1, year: 2025 }, now)).toMatchObject({
      code: "invalid_expiry_year_past",
      message: "Your card's expiration year is in the past.",
    });
    expect(validateExpiry({ month: 4, year: 2026 }, now)).toMatchObject({
      code: "invalid_expiry_month_past",
      message: "Your card's expiration date is in the past.",
    });
    expect(validateExpiry({ month: 5, year: 2026 }, now)).toBeNull();
    expect(validateExpiry({ month: 13, year: 2030 }, now)?.code).toBe("invalid_expiry_month");
    expect(validateExpiry({ month: 1, year: 2099 }, now)?.code).toBe("invalid_expiry_year");
  });

  it("wants a 3-digit CVC, 4 for American Express", () => {
    expect(validateCvc("12", "visa")?.message).toBe(cardInputMessages.cvcIncomplete);
    expect(validateCvc("123", "visa")).toBeNull();
    expect(validateCvc("123", "amex")).not.toBeNull();
    expect(validateCvc("1234", "amex")).toBeNull();
    expect(validateCvc("12a", "visa")).not.toBeNull();
  });

  it("validates the whole card in the element's field order", () => {
    const good = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
    expect(validateCard(good, now)).toBeNull();
    expect(validateCard({ ...good, number: "1234", expYear: 2000 }, now)?.code).toBe("incomplete_number");
    expect(validateCard({ ...good, expYear: 2000, cvc: "" }, now)?.code).toBe("invalid_expiry_year_past");
    expect(validateCard({ ...good, cvc: "" }, now)?.code).toBe("incomplete_cvc");
  });
});
