import type { Transporter } from "nodemailer";
import type { MailMessage, MailProvider } from "./types.js";

/** Real delivery through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://). */
export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider {
  // Loaded with the first message, not at start.
  let transport: Transporter | undefined;
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      const { default: nodemailer } = await import("nodemailer");
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, ...message });
    },
  };
}
