import { forgotMessages, loginMessages, registerMessages } from "@classwise/shared";
import { describe, expect, it } from "vitest";
import { identityErrorMessage } from "../src/features/auth/api/identity-errors";

describe("identity error texts (product §8)", () => {
  it("maps register codes", () => {
    expect(identityErrorMessage("register", "EMAIL_IN_USE")).toBe(registerMessages.emailInUse);
    expect(identityErrorMessage("register", "WEAK_PASSWORD")).toBe(registerMessages.weakPassword);
    expect(identityErrorMessage("register", "INVALID_EMAIL")).toBe(registerMessages.invalidEmail);
    expect(identityErrorMessage("register", "SOMETHING_ELSE")).toBe(registerMessages.failed);
  });

  it("maps login codes", () => {
    expect(identityErrorMessage("login", "USER_NOT_FOUND")).toBe(loginMessages.userNotFound);
    expect(identityErrorMessage("login", "WRONG_PASSWORD")).toBe(loginMessages.wrongPassword);
    expect(identityErrorMessage("login", "INVALID_EMAIL")).toBe(loginMessages.invalidEmail);
    expect(identityErrorMessage("login", "ACCOUNT_DISABLED")).toBe(loginMessages.disabled);
    expect(identityErrorMessage("login", undefined)).toBe(loginMessages.failed);
  });

  it("maps forgot-password codes", () => {
    expect(identityErrorMessage("forgot", "USER_NOT_FOUND")).toBe(forgotMessages.userNotFound);
    expect(identityErrorMessage("forgot", "INVALID_EMAIL")).toBe(forgotMessages.invalidEmail);
    expect(identityErrorMessage("forgot", "RATE_LIMITED")).toBe(forgotMessages.tooManyRequests);
    expect(identityErrorMessage("forgot", "BOOM")).toBe(forgotMessages.failed);
  });

  it("names the cause when the identity service refuses the page's address", () => {
    for (const context of ["register", "login", "forgot"] as const) {
      const text = identityErrorMessage(context, "INVALID_ORIGIN");
      expect(text).toBe(loginMessages.originRefused(window.location.origin));
      expect(text).toContain(window.location.origin);
      expect(text).toContain("PUBLIC_URL");
    }
  });
});
