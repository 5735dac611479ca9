import type { Db } from "@classwise/db/client";
import { users } from "@classwise/db/schema";
import { eq, sql } from "drizzle-orm";
import { appendAudit } from "../modules/audit/append.js";

export type PromoteResult =
  | { status: "promoted"; user: { id: string; name: string; email: string; previousRole: string } }
  | { status: "already-admin"; user: { id: string; name: string; email: string } }
  | { status: "not-found" };

/**
 * Makes a user an admin, found by e-mail ignoring case (better-auth stores e-mails lower-cased, people do not
 * always type them so). The role is read on every request, so it applies to live sessions at once.
 */
export async function promoteToAdmin(db: Db, email: string): Promise<PromoteResult> {
  const wanted = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, wanted))
      .limit(1)
      .for("update");
    if (!user) return { status: "not-found" } as const;
    if (user.role === "admin") return { status: "already-admin", user } as const;
    await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, user.id));
    // From the server's command line: the actor is the system, with no client address.
    await appendAudit(tx, {
      actor: null,
      action: "user.role-changed",
      objectType: "user",
      objectId: user.id,
      before: { role: user.role },
      after: { role: "admin", by: "admin command" },
    });
    return {
      status: "promoted",
      user: { id: user.id, name: user.name, email: user.email, previousRole: user.role },
    } as const;
  });
}
