import { z } from "zod";

/** The health check's answer, 200 with the database reachable and 503 without (kept for compatibility). */
export const healthAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  version: z.string(),
});

/** Liveness: the process answers. */
export const liveAnswerSchema = z.object({ success: z.literal(true), status: z.literal("ok"), version: z.string() });

/** Readiness, 200 when ready and 503 when not, with what it found. */
export const readyAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(["ready", "not-ready"]),
  database: z.enum(["ok", "unreachable"]),
  migrations: z.enum(["current", "pending", "unknown"]),
  draining: z.boolean(),
  version: z.string(),
});
