export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe for notification mail). */
  headers?: Record<string, string>;
}

/** Sends product mail (password reset, notifications). */
export interface MailProvider {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
