import type { Database } from "./client.js";

/** PostgreSQL stayed unreachable for the whole start-up wait, or refused us for a reason waiting cannot fix. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnreachableError";
  }
}

/** Where DATABASE_URL points, without its password: "db.example:5433/classwise". */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/** SQLSTATEs that no amount of waiting fixes: wrong password or role, no such database. */
const PERMANENT = new Set(["28P01", "28000", "3D000"]);

/** A sentence an operator can act on, for the usual ways a connection fails. */
export function explainConnectionError(error: unknown, where: string): { message: string; permanent: boolean } {
  const code = (error as { code?: string }).code;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === "ECONNREFUSED") {
    return {
      message: `PostgreSQL at ${where} refused the connection: is it running, and is the host and port in DATABASE_URL right?`,
      permanent: false,
    };
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return { message: `The database host in DATABASE_URL (${where}) could not be resolved.`, permanent: false };
  }
  if (code === "28P01" || code === "28000") {
    return {
      message: `PostgreSQL at ${where} refused the user or password in DATABASE_URL: ${detail}`,
      permanent: true,
    };
  }
  if (code === "3D000") {
    return { message: `PostgreSQL at ${where} has no such database: ${detail}. Create it first.`, permanent: true };
  }
  return {
    message: `PostgreSQL at ${where} is not answering: ${detail}`,
    permanent: code ? PERMANENT.has(code) : false,
  };
}

/**
 * Pings PostgreSQL until it answers, retrying with a growing pause (a quarter second, doubling up to five) for
 * at most `waitSeconds`: a process started together with its database, or during a database restart, comes up
 * once it can. A wrong password or database name fails at once. `onRetry` hears each failed attempt.
 */
export async function waitForDatabase(
  database: Database,
  { waitSeconds, timeoutMs, onRetry }: { waitSeconds: number; timeoutMs: number; onRetry?: (reason: string) => void },
): Promise<void> {
  const where = describeDatabaseUrl(database.url ?? "");
  const deadline = Date.now() + waitSeconds * 1000;
  let pause = 250;
  for (;;) {
    try {
      await database.ping(timeoutMs);
      return;
    } catch (error) {
      const { message, permanent } = explainConnectionError(error, where);
      if (permanent) throw new DatabaseUnreachableError(message);
      if (Date.now() + pause > deadline) {
        throw new DatabaseUnreachableError(
          `${message}\nGave up after ${waitSeconds} s (DATABASE_STARTUP_WAIT_SECONDS).`,
        );
      }
      onRetry?.(message);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 5000);
    }
  }
}
