import { messages } from "@classwise/shared";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../plugins/actor.js";
import { AppError } from "./errors.js";

/**
 * Per-user limit on the learning writes (assignments, submissions, evaluations), counted with the shared
 * limiter so that a script cannot flood a class with rows. One key per user for all three calls.
 */
export async function limitLearningWrites(app: Pick<FastifyInstance, "rateLimiter">, actor: Actor): Promise<void> {
  const limit = await app.rateLimiter.hitAll([`learning-write:user:${actor.uid}`]);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", messages.api.rateLimited);
}
