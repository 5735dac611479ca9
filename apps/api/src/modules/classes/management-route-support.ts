import { errorBodySchema, idSchema } from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireRole } from "../../plugins/actor.js";

export const classIdParams = z.object({ id: idSchema });
export const security = [{ bearer: [] }];
export const tags = ["classes"];
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

// Role checks run before body validation: a visitor gets 401 and a student 403, never a 400 about the schema.
export const teacherOnly = async (request: FastifyRequest) => {
  requireRole(request, "teacher");
};
export const teacherOrAdmin = async (request: FastifyRequest) => {
  requireRole(request, "teacher", "admin");
};
export const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, "admin");
};
