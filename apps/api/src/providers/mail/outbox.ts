import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { MailMessage, MailProvider } from "./types.js";

/**
 * Without SMTP, mail is written as .eml files to DATA_DIR/outbox and the first link is logged, so password
 * reset works out of the box on a laptop.
 */
export function createOutboxMailProvider(dir: string, from: string, log: FastifyBaseLogger): MailProvider {
  // nodemailer is loaded with the first message, not at start: most processes never send one.
  let transport: Transporter | undefined;
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      const { default: nodemailer } = await import("nodemailer");
      transport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log.info({ to: message.to, file, link }, `mail written to outbox: ${message.subject}`);
    },
  };
}
