import { DATA_EXPORT_TTL_DAYS, messages } from "@classwise/shared";
import { sql } from "drizzle-orm";
import type { JobHandler } from "../../jobs/worker.js";
import { notifyUsers } from "../notifications/notify.js";
import * as repository from "./repository.js";

/** Where the web app shows the export's progress and its download button: the Profile of the user's dashboard. */
const profileLinkOf = (userId: string) => sql`(
  select case role when 'admin' then '/admin-dashboard/profile' when 'teacher' then '/teacher-dashboard/profile'
    else '/student-dashboard/profile' end
  from users where id = ${userId})`;

/**
 * Prepares one requested copy of a user's data (`data-export` jobs): the document, its state and the "ready"
 * notification commit with the job's completion, so a crash repeats the whole job and never leaves a copy
 * ready without its notification. A request deleted meanwhile (the account went) is skipped.
 */
const dataExportJob: JobHandler = {
  transactional: true,
  async run(tx, payload) {
    const exportId = typeof payload.exportId === "string" ? payload.exportId : "";
    const pending = await repository.lockPendingExport(tx, exportId);
    if (!pending) return;
    const data = await repository.collectUserData(tx, pending.userId);
    const document = { format: "classwise-data-export/1", exportedAt: new Date().toISOString(), ...data };
    await repository.storeExport(tx, exportId, JSON.stringify(document, null, 2));
    await notifyUsers(tx, [pending.userId], {
      kind: "data-export-ready",
      title: messages.dataRights.exportReadyTitle,
      body: messages.dataRights.exportReadyBody(DATA_EXPORT_TTL_DAYS),
      link: profileLinkOf(pending.userId),
    });
  },
};

export const dataRightsJobHandlers: Record<string, JobHandler> = { "data-export": dataExportJob };
