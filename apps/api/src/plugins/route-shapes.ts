import type { FastifyRequest } from "fastify";
import { ok } from "../lib/ok.js";
import type { Actor } from "../policy/index.js";
import { actorOf } from "./actor.js";

/**
 * The handler of a route that deletes the record its path names (a lesson, a quiz, a bank question, a post;
 * its contract is a `deletionContract` of packages/shared): the service removes it for the caller, or refuses,
 * and the answer is the text that says it is gone. Each route keeps its own permission, limit and summary.
 */
export function deletion(message: string, remove: (actor: Actor, id: string) => Promise<unknown>) {
  return async (request: FastifyRequest<{ Params: { id: string } }>) => {
    await remove(actorOf(request), request.params.id);
    return ok({ message });
  };
}
