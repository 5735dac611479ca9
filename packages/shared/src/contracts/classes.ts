import {
  classCategoryBodySchema,
  classChangedResponseSchema,
  classProgressResponseSchema,
  createClassBodySchema,
  createClassResponseSchema,
  deleteClassResponseSchema,
  imageUploadResponseSchema,
  reviewClassBodySchema,
  teacherClassesQuerySchema,
  updateClassContentBodySchema,
} from "../schemas/class-management.js";
import {
  classListResponseSchema,
  classResponseSchema,
  classSuggestionsQuerySchema,
  classSuggestionsResponseSchema,
  listClassesQuerySchema,
  popularClassesResponseSchema,
} from "../schemas/classes.js";
import { idParamsSchema, uidParamsSchema } from "../schemas/common.js";
import { defineContract } from "./contract.js";

/** Classes: the public catalogue, a teacher's own classes and the admin's review (product.md, the catalogue and class screens). */
export const classContracts = {
  list: defineContract({
    method: "GET",
    path: "/classes",
    query: listClassesQuerySchema,
    response: { 200: classListResponseSchema },
  }),
  suggestions: defineContract({
    method: "GET",
    path: "/class-suggestions",
    query: classSuggestionsQuerySchema,
    response: { 200: classSuggestionsResponseSchema },
  }),
  get: defineContract({
    method: "GET",
    path: "/classes/:id",
    params: idParamsSchema,
    response: { 200: classResponseSchema },
  }),
  popular: defineContract({ method: "GET", path: "/popular-classes", response: { 200: popularClassesResponseSchema } }),
  create: defineContract({
    method: "POST",
    path: "/classes",
    body: createClassBodySchema,
    response: { 201: createClassResponseSchema },
  }),
  teacherList: defineContract({
    method: "GET",
    path: "/classes/teacher/:uid",
    params: uidParamsSchema,
    query: teacherClassesQuerySchema,
    response: { 200: classListResponseSchema },
  }),
  updateContent: defineContract({
    method: "PATCH",
    path: "/classes/:id/content",
    params: idParamsSchema,
    body: updateClassContentBodySchema,
    response: { 200: classChangedResponseSchema },
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/classes/:id",
    params: idParamsSchema,
    response: { 200: deleteClassResponseSchema },
  }),
  progress: defineContract({
    method: "GET",
    path: "/classes/:id/progress",
    params: idParamsSchema,
    response: { 200: classProgressResponseSchema },
  }),
  review: defineContract({
    method: "PATCH",
    path: "/classes/:id",
    params: idParamsSchema,
    body: reviewClassBodySchema,
    response: { 200: classChangedResponseSchema },
  }),
  changeCategory: defineContract({
    method: "PATCH",
    path: "/classes/:id/category",
    params: idParamsSchema,
    body: classCategoryBodySchema,
    response: { 200: classChangedResponseSchema },
  }),
  uploadImage: defineContract({ method: "POST", path: "/images", response: { 200: imageUploadResponseSchema } }),
};
