import type { ErrorCode } from "@classwise/shared";
import { messages } from "@classwise/shared";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  BUSINESS_RULE: 422,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  EMAIL_IN_USE: 409,
  WEAK_PASSWORD: 400,
  INVALID_EMAIL: 400,
  USER_NOT_FOUND: 404,
  WRONG_PASSWORD: 401,
  ACCOUNT_DISABLED: 403,
};

/** The one error type services throw; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message: string = messages.api.notFound) => new AppError("NOT_FOUND", message);
export const forbidden = (message: string = messages.api.forbidden) => new AppError("FORBIDDEN", message);
export const unauthorized = (message: string = messages.api.unauthorized) => new AppError("UNAUTHORIZED", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const businessRule = (message: string) => new AppError("BUSINESS_RULE", message);
export const paymentRequired = (message: string) => new AppError("PAYMENT_REQUIRED", message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError("VALIDATION_FAILED", message, fieldErrors);

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = findPgError(error);
  if (candidate?.code !== "23505") return false;
  return constraint === undefined || candidate.constraint === constraint;
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}
