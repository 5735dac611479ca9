import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { createImageHost, type ImageHost } from "./images/index.js";
import { createMailProvider, type MailProvider } from "./mail/index.js";

/** Outside services behind one interface each, chosen by configuration (ARCHITECTURE.md principle 2). */
export interface Providers {
  mail: MailProvider;
  images: ImageHost;
}

export function createProviders(config: Config, log: FastifyBaseLogger): Providers {
  return { mail: createMailProvider(config, log), images: createImageHost(config) };
}
