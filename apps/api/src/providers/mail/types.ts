export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends product mail (password reset). */
export interface MailProvider {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
