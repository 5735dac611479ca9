import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";

/** Outside services behind one interface each, chosen by configuration (ARCHITECTURE.md principle 2). */
// biome-ignore lint/complexity/noBannedTypes: providers are added by their modules
export type Providers = {};

export function createProviders(_config: Config, _log: FastifyBaseLogger): Providers {
  return {};
}
