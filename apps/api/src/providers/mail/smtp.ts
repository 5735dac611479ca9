import nodemailer from "nodemailer";
import type { MailMessage, MailProvider } from "./types.js";

/** Real delivery through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://). */
export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
