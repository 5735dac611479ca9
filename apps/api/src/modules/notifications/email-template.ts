import { messages, type NotificationKind } from "@classwise/shared";

export interface NotificationEmail {
  name: string;
  title: string;
  body: string;
  /** Absolute address of the object. */
  url: string;
  unsubscribeUrl: string;
  kind: NotificationKind;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** Plain text and HTML of a notification email, in the product's colours, every value escaped. */
export function renderNotificationEmail(mail: NotificationEmail) {
  const kindLabel = messages.notifications.kinds[mail.kind];
  const text = [
    `Hi ${mail.name},`,
    "",
    mail.title,
    mail.body,
    "",
    `Open it: ${mail.url}`,
    "",
    "--",
    `You get this email because "${kindLabel}" is switched on in your Notification settings.`,
    `Unsubscribe from these emails: ${mail.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">Classwise</td></tr>
<tr><td style="font-size:16px;padding-bottom:8px">Hi ${escapeHtml(mail.name)},</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:8px">${escapeHtml(mail.title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;color:#334155;padding-bottom:20px">${escapeHtml(mail.body)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(mail.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">Open in Classwise</a></td></tr>
<tr><td style="font-size:12px;color:#64748b;border-top:1px solid #e2e8f0;padding-top:16px">You get this email because &quot;${escapeHtml(kindLabel)}&quot; is switched on in your Notification settings. <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#64748b">Unsubscribe from these emails</a>.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: mail.title, text, html };
}
