import type { Db } from "@classwise/db/client";
import {
  type Announcement,
  type AnnouncementPage,
  type CreateAnnouncementBody,
  messages,
  type PageQuery,
} from "@classwise/shared";
import { businessRule, notFound } from "../../lib/errors.js";
import { boundedWindow, totalPages } from "../../lib/pagination.js";
import { type Actor, can, findClassRelation, notEnrolledRefusal } from "../../policy/index.js";
import { queueAnnouncementDelivery } from "./fan-out.js";
import * as repository from "./repository.js";

const copy = messages.announcements;
const classNotFound = () => notFound(copy.classNotFound);

function toAnnouncement(row: repository.AnnouncementRow): Announcement {
  return {
    _id: row.id,
    classId: row.classId,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /classes/{id}/announcements: the class's teacher, while it is approved and not deleted. The
 * announcement and the first batch of its delivery commit together; the job queue tells every enrolled
 * student once (`announcementFanOutJob`).
 */
export async function postAnnouncement(
  db: Db,
  actor: Actor,
  classId: string,
  body: CreateAnnouncementBody,
): Promise<Announcement> {
  const owned = await repository.findOwnedClass(db, classId, actor.uid);
  if (!owned || owned.deletedAt) throw classNotFound();
  if (owned.status !== "approved") throw businessRule(messages.lessons.classNotEditable);
  const row = await db.transaction(async (tx) => {
    const inserted = await repository.insertAnnouncement(tx, { classId, teacherId: actor.uid, ...body });
    await queueAnnouncementDelivery(tx, inserted.id);
    return inserted;
  });
  return toAnnouncement(row);
}

/** GET /classes/{id}/announcements: newest first, for enrolled students, the class's teacher and admins. */
export async function listAnnouncements(
  db: Db,
  actor: Actor,
  classId: string,
  query: PageQuery,
): Promise<AnnouncementPage> {
  const relation = await findClassRelation(db, actor, classId);
  if (!relation) throw classNotFound();
  if (!relation.isOwner && !relation.isEnrolled && !can(actor, "read:announcement", "any")) {
    throw notEnrolledRefusal(relation, classNotFound(), copy.notEnrolled);
  }
  const window = boundedWindow(query, messages.api.pageTooDeep);
  const { rows, total } = await repository.findAnnouncementPage(db, classId, window);
  return {
    success: true,
    announcements: rows.map(toAnnouncement),
    totalAnnouncements: total,
    totalPages: totalPages(total, query.limit),
  };
}
