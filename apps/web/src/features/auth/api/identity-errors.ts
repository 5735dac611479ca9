import { forgotMessages, loginMessages, registerMessages } from "@classwise/shared";

export type IdentityContext = "register" | "login" | "forgot";

/** Turns an identity-service error code into the spec's text for the screen it happened on (product §8). */
export function identityErrorMessage(context: IdentityContext, code: string | undefined): string {
  // Not in the spec's catalogue: a generic 'failed' would hide a setup problem that the visitor can act on.
  if (code === "INVALID_ORIGIN") return loginMessages.originRefused(window.location.origin);
  if (context === "register") {
    if (code === "EMAIL_IN_USE") return registerMessages.emailInUse;
    if (code === "WEAK_PASSWORD") return registerMessages.weakPassword;
    if (code === "INVALID_EMAIL") return registerMessages.invalidEmail;
    if (code === "RATE_LIMITED") return loginMessages.tooManyRequests;
    return registerMessages.failed;
  }
  if (context === "login") {
    if (code === "USER_NOT_FOUND") return loginMessages.userNotFound;
    if (code === "WRONG_PASSWORD") return loginMessages.wrongPassword;
    if (code === "INVALID_EMAIL") return loginMessages.invalidEmail;
    if (code === "ACCOUNT_DISABLED") return loginMessages.disabled;
    if (code === "RATE_LIMITED") return loginMessages.tooManyRequests;
    return loginMessages.failed;
  }
  if (code === "USER_NOT_FOUND") return forgotMessages.userNotFound;
  if (code === "INVALID_EMAIL") return forgotMessages.invalidEmail;
  if (code === "RATE_LIMITED") return forgotMessages.tooManyRequests;
  return forgotMessages.failed;
}

/** An identity call that failed, carrying the service's code. */
export class IdentityError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "IdentityError";
  }
}
