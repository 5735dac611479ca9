import { messages } from "@classwise/shared";

export type IdentityContext = "register" | "login" | "forgot";

/** Turns an identity-service error code into the spec's text for the screen it happened on (product §8). */
export function identityErrorMessage(context: IdentityContext, code: string | undefined): string {
  // Not in the spec's catalogue: a generic 'failed' would hide a setup problem that the visitor can act on.
  if (code === "INVALID_ORIGIN") return messages.login.originRefused(window.location.origin);
  if (context === "register") {
    if (code === "EMAIL_IN_USE") return messages.register.emailInUse;
    if (code === "WEAK_PASSWORD") return messages.register.weakPassword;
    if (code === "INVALID_EMAIL") return messages.register.invalidEmail;
    if (code === "RATE_LIMITED") return messages.login.tooManyRequests;
    return messages.register.failed;
  }
  if (context === "login") {
    if (code === "USER_NOT_FOUND") return messages.login.userNotFound;
    if (code === "WRONG_PASSWORD") return messages.login.wrongPassword;
    if (code === "INVALID_EMAIL") return messages.login.invalidEmail;
    if (code === "ACCOUNT_DISABLED") return messages.login.disabled;
    if (code === "RATE_LIMITED") return messages.login.tooManyRequests;
    return messages.login.failed;
  }
  if (code === "USER_NOT_FOUND") return messages.forgot.userNotFound;
  if (code === "INVALID_EMAIL") return messages.forgot.invalidEmail;
  if (code === "RATE_LIMITED") return messages.forgot.tooManyRequests;
  return messages.forgot.failed;
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
