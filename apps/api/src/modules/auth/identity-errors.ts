import type { ErrorCode } from "@classwise/shared";
import { messages } from "@classwise/shared";

export interface IdentityError {
  status: number;
  code: ErrorCode;
  message: string;
}

export const identityErrors = {
  rateLimited: { status: 429, code: "RATE_LIMITED", message: messages.login.tooManyRequests },
  signInInvalidEmail: { status: 400, code: "INVALID_EMAIL", message: messages.login.invalidEmail },
  userNotFound: { status: 404, code: "USER_NOT_FOUND", message: messages.login.userNotFound },
  wrongPassword: { status: 401, code: "WRONG_PASSWORD", message: messages.login.wrongPassword },
  disabled: { status: 403, code: "ACCOUNT_DISABLED", message: messages.login.disabled },
  emailInUse: { status: 409, code: "EMAIL_IN_USE", message: messages.register.emailInUse },
  weakPassword: { status: 400, code: "WEAK_PASSWORD", message: messages.register.weakPassword },
  signUpInvalidEmail: { status: 400, code: "INVALID_EMAIL", message: messages.register.invalidEmail },
  invalidPhoto: { status: 400, code: "VALIDATION_FAILED", message: "Photo URL must be an http(s) address" },
  resetInvalidEmail: { status: 400, code: "INVALID_EMAIL", message: messages.forgot.invalidEmail },
  resetUserNotFound: { status: 404, code: "USER_NOT_FOUND", message: messages.forgot.userNotFound },
  notFound: { status: 404, code: "NOT_FOUND", message: messages.api.routeNotFound },
} satisfies Record<string, IdentityError>;

/** better-auth's own error codes, mapped to the product's catalogue (product §8 Register and Login). */
export function mapSignUpError(code: string | undefined): IdentityError | undefined {
  if (code?.startsWith("USER_ALREADY_EXISTS")) return identityErrors.emailInUse;
  if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") return identityErrors.weakPassword;
  if (code === "INVALID_EMAIL") return identityErrors.signUpInvalidEmail;
  return undefined;
}
