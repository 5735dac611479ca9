/**
 * What the logs may say about an error. Drizzle puts the bound parameters of a failed query into its
 * message and stack ("params: …"), and PostgreSQL echoes rejected values in some messages and in
 * `detail`: those can be emails, passwords' neighbours or submission texts, so they never reach a log.
 */
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  cause?: unknown;
  stack?: unknown;
}

const QUOTED = /("[^"]*"|'[^']*')/g;

function redact(text: string): string {
  return text.replace(QUOTED, (match) => `${match[0]}…${match[0]}`);
}

function isQueryError(error: ErrorLike): boolean {
  return typeof error.query === "string" || (typeof error.message === "string" && error.message.includes("params:"));
}

export function logSafeError(error: unknown): Record<string, unknown> {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  const top = chain[0] ?? {};
  const database = chain.find((item) => typeof item.code === "string" && /^[0-9A-Z]{5}$/.test(item.code));
  const queryError = chain.find(isQueryError);
  const safe: Record<string, unknown> = { type: typeof top.name === "string" ? top.name : typeof error };
  if (database) {
    safe.code = database.code;
    for (const field of ["constraint", "table", "column", "routine"] as const) {
      if (typeof database[field] === "string") safe[field] = database[field];
    }
    if (typeof database.message === "string") safe.message = redact(database.message);
  } else if (!queryError && typeof top.message === "string") {
    safe.message = top.message;
    if (typeof top.code === "string") safe.code = top.code;
    if (typeof top.stack === "string") safe.stack = top.stack;
  } else {
    safe.message = "database query failed";
  }
  if (queryError && typeof queryError.query === "string") safe.query = queryError.query;
  return safe;
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

/** The database (or the network to it) is down: the request may succeed later, so 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const candidate = current as ErrorLike & { errors?: unknown[] };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
