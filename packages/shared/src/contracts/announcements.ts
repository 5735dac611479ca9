import { idParamsSchema, pageQuerySchema } from "../schemas/common.js";
import {
  announcementPageSchema,
  announcementResponseSchema,
  createAnnouncementBodySchema,
} from "../schemas/community.js";
import { defineContract } from "./contract.js";

/**
 * A class's announcements (docs/decisions/0038-discussions-announcements-drip.md): the teacher posts, enrolled
 * students read.
 */
export const announcementContracts = {
  list: defineContract({
    method: "GET",
    path: "/classes/:id/announcements",
    params: idParamsSchema,
    query: pageQuerySchema,
    response: { 200: announcementPageSchema },
  }),
  post: defineContract({
    method: "POST",
    path: "/classes/:id/announcements",
    params: idParamsSchema,
    body: createAnnouncementBodySchema,
    response: { 201: announcementResponseSchema },
  }),
};
