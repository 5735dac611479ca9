import type { Database } from "@classwise/db/client";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { createImageHost, type ImageHost } from "./images/index.js";
import { createMailProvider, type MailProvider } from "./mail/index.js";
import { createPaymentProvider, type PaymentProvider } from "./payments/index.js";

/** Outside services behind one interface each, chosen by configuration (ARCHITECTURE.md principle 2). */
export interface Providers {
  mail: MailProvider;
  payments: PaymentProvider;
  images: ImageHost;
}

export async function createProviders(
  config: Config,
  log: FastifyBaseLogger,
  database: Database,
  given: Partial<Providers> = {},
): Promise<Providers> {
  return {
    mail: given.mail ?? createMailProvider(config, log),
    payments: given.payments ?? (await createPaymentProvider(config, () => database.db)),
    images: given.images ?? createImageHost(config, () => database.db),
  };
}
