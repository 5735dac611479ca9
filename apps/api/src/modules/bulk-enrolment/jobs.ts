import { randomBytes } from "node:crypto";
import { accounts, classes, users, verifications } from "@classwise/db/schema";
import { messages } from "@classwise/shared";
import { eq, sql } from "drizzle-orm";
import type { JobHandler } from "../../jobs/worker.js";
import type { MailMessage, MailProvider } from "../../providers/mail/index.js";
import { escapeHtml } from "../auth/mail-templates.js";
import { IMPORT_JOB, INVITATION_JOB, runImportBatch } from "./service.js";

/** How long the link of an invitation works; past it, "Forgot password" sends a fresh one. */
export const INVITATION_TTL_DAYS = 7;

function invitationMail(to: string, name: string, classTitle: string, url: string): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const line = `You have been enrolled in "${classTitle}" on Classwise and an account was created for this address. Open this link to choose your password (it works for ${INVITATION_TTL_DAYS} days):`;
  return {
    to,
    subject: messages.bulkEnrolment.invitationSubject(classTitle),
    text: `${greeting}\n\n${line}\n\n${url}\n\nAfterwards, sign in with this email address and your password: the class is in My Enrolled Classes.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(url)}">Choose your password</a></p><p>Afterwards, sign in with this email address and your password: the class is in My Enrolled Classes.</p>`,
  };
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The invitation of an account a bulk enrolment created: a password-reset token of the identity service
 * (`reset-password:<token>`, as "Forgot password" makes) and a mail linking to the reset page. An account that
 * has a password by now is not invited. Sent before the job completes: a crash repeats at most this mail.
 */
function invitationJob(mail: MailProvider): JobHandler {
  return {
    async run(payload, { db, config }) {
      const userId = textOf(payload.userId);
      const [user] = await db
        .select({
          email: users.email,
          name: users.name,
          hasPassword: sql<boolean>`exists (select 1 from ${accounts} a where a.user_id = ${users.id} and a.provider_id = 'credential')`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || user.hasPassword) return;
      const [taught] = await db
        .select({ title: classes.title })
        .from(classes)
        .where(eq(classes.id, textOf(payload.classId)))
        .limit(1);
      const token = randomBytes(24).toString("base64url");
      await db.insert(verifications).values({
        identifier: `reset-password:${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
      });
      const url = `${config.publicUrl}/reset-password?token=${token}`;
      await mail.send(invitationMail(user.email, user.name, taught?.title ?? "", url));
    },
  };
}

const importJob: JobHandler = {
  transactional: true,
  async run(tx, payload) {
    await runImportBatch(tx, textOf(payload.importId), Number(payload.from ?? 0));
  },
};

export function bulkEnrolmentJobHandlers(mail: MailProvider): Record<string, JobHandler> {
  return { [IMPORT_JOB]: importJob, [INVITATION_JOB]: invitationJob(mail) };
}
