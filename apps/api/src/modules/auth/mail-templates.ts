import type { MailMessage } from "../../providers/mail/index.js";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: "Reset your Classwise password",
    text: `${greeting}\n\nSomeone asked to reset the password of your Classwise account. Open this link to choose a new one (it works for one hour):\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Classwise account. Open this link to choose a new one (it works for one hour):</p><p><a href="${escapeHtml(url)}">Reset your password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}
