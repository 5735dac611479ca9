import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { createOutboxMailProvider } from "./outbox.js";
import { createSmtpMailProvider } from "./smtp.js";
import type { MailProvider } from "./types.js";

export type { MailMessage, MailProvider } from "./types.js";

export function createMailProvider(config: Config, log: FastifyBaseLogger): MailProvider {
  if (config.mail.smtpUrl) return createSmtpMailProvider(config.mail.smtpUrl, config.mail.from);
  return createOutboxMailProvider(path.join(config.dataDir, "outbox"), config.mail.from, log);
}
