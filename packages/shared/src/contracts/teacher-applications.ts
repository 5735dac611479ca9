import { idParamsSchema } from "../schemas/common.js";
import {
  applicationListResponseSchema,
  applicationResponseSchema,
  createApplicationBodySchema,
  listApplicationsQuerySchema,
  reviewApplicationBodySchema,
  updateApplicationBodySchema,
} from "../schemas/teacher-applications.js";
import { defineContract } from "./contract.js";

/** Applications to teach: the applicant's own, and the admin's list and review. */
export const teacherApplicationContracts = {
  list: defineContract({
    method: "GET",
    path: "/teacher-applications",
    query: listApplicationsQuerySchema,
    response: { 200: applicationListResponseSchema },
  }),
  submit: defineContract({
    method: "POST",
    path: "/teacher-applications",
    body: createApplicationBodySchema,
    response: { 201: applicationResponseSchema },
  }),
  resubmit: defineContract({
    method: "PUT",
    path: "/teacher-applications/:id",
    params: idParamsSchema,
    body: updateApplicationBodySchema,
    response: { 200: applicationResponseSchema },
  }),
  review: defineContract({
    method: "PATCH",
    path: "/teacher-applications/:id",
    params: idParamsSchema,
    body: reviewApplicationBodySchema,
    response: { 200: applicationResponseSchema },
  }),
};
