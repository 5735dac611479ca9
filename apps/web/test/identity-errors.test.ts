import { messages } from "@classwise/shared";
import { describe, expect, it } from "vitest";
import { identityErrorMessage } from "../src/features/auth/api/identity-errors";

describe("identity error texts (product §8)", () => {
  it("maps register codes", () => {
    expect(identityErrorMessage("register", "EMAIL_IN_USE")).toBe(messages.register.emailInUse);
    expect(identityErrorMessage("register", "WEAK_PASSWORD")).toBe(messages.register.weakPassword);
    expect(identityErrorMessage("register", "INVALID_EMAIL")).toBe(messages.register.invalidEmail);
    expect(identityErrorMessage("register", "SOMETHING_ELSE")).toBe(messages.register.failed);
  });

  it("maps login codes", () => {
    expect(identityErrorMessage("login", "USER_NOT_FOUND")).toBe(messages.login.userNotFound);
    expect(identityErrorMessage("login", "WRONG_PASSWORD")).toBe(messages.login.wrongPassword);
    expect(identityErrorMessage("login", "INVALID_EMAIL")).toBe(messages.login.invalidEmail);
    expect(identityErrorMessage("login", "ACCOUNT_DISABLED")).toBe(messages.login.disabled);
    expect(identityErrorMessage("login", undefined)).toBe(messages.login.failed);
  });

  it("maps forgot-password codes", () => {
    expect(identityErrorMessage("forgot", "USER_NOT_FOUND")).toBe(messages.forgot.userNotFound);
    expect(identityErrorMessage("forgot", "INVALID_EMAIL")).toBe(messages.forgot.invalidEmail);
    expect(identityErrorMessage("forgot", "RATE_LIMITED")).toBe(messages.forgot.tooManyRequests);
    expect(identityErrorMessage("forgot", "BOOM")).toBe(messages.forgot.failed);
  });

  it("names the cause when the identity service refuses the page's address", () => {
    for (const context of ["register", "login", "forgot"] as const) {
      const text = identityErrorMessage(context, "INVALID_ORIGIN");
      expect(text).toBe(messages.login.originRefused(window.location.origin));
      expect(text).toContain(window.location.origin);
      expect(text).toContain("PUBLIC_URL");
    }
  });
});
