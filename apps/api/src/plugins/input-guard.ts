import { messages } from "@classwise/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.js";

const ENCODED_NUL = /%00/i;

/** True when any string (key or value) inside `value` holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

const refuse = () => new AppError("VALIDATION_FAILED", messages.api.nulCharacter);

/**
 * NUL cannot be stored in PostgreSQL text, and no field of this product needs it: refused with 400 at the
 * edge, in the path and query before anything else runs, and in parsed bodies before validation.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      const url = request.raw.url ?? "";
      if (ENCODED_NUL.test(url) || url.includes("\u0000")) throw refuse();
    });
    app.addHook("preValidation", async (request) => {
      if (containsNul(request.body)) throw refuse();
    });
  },
  { name: "input-guard" },
);
