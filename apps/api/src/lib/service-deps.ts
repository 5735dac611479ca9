import type { Db } from "@classwise/db/client";
import type { FastifyBaseLogger } from "fastify";
import type { PublicCacheTopic } from "../plugins/public-cache.js";
import type { PaymentProvider } from "../providers/payments/index.js";

/**
 * What a service needs to carry out a whole use case: the database, the payment provider, the visitors'
 * cached answers it may have made stale, the request's log and the clock. A route hands it over in one call
 * (`scope.deps(request)`), so every caller of a service gets the same writes, cancellations and cache clears.
 */
export interface ServiceDeps {
  db: Db;
  payments: PaymentProvider;
  publicCache: { invalidate(...topics: PublicCacheTopic[]): void };
  log: FastifyBaseLogger;
  /** The current time as services see it (the system clock, or a test's). */
  now: () => Date;
}
