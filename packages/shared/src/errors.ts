/** Machine-readable error codes carried in every API error body next to the human message. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RANGE_NOT_SATISFIABLE",
  "BUSINESS_RULE",
  "PAYMENT_REQUIRED",
  "RATE_LIMITED",
  "INTERNAL",
  "UNAVAILABLE",
  // identity catalogue (product §8 Register, Login, Forgot password)
  "EMAIL_IN_USE",
  "WEAK_PASSWORD",
  "INVALID_EMAIL",
  "USER_NOT_FOUND",
  "WRONG_PASSWORD",
  "ACCOUNT_DISABLED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
}
