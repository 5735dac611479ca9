import {
  classChangedResponseSchema,
  classListResponseSchema,
  classProgressResponseSchema,
  createClassBodySchema,
  createClassResponseSchema,
  deleteClassResponseSchema,
  idSchema,
  messages,
  teacherClassesQuerySchema,
  updateClassContentBodySchema,
} from "@classwise/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor.js";
import {
  classIdParams,
  errorResponses,
  security,
  tags,
  teacherOnly,
  teacherOrAdmin,
} from "./management-route-support.js";
import * as service from "./management-service.js";

/** spec §7 calls of the teacher's Add Class and My Classes screens, and class progress. */
export const teacherClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    "/classes",
    {
      preValidation: teacherOnly,
      schema: {
        tags,
        summary: "Add a class (teacher): pending until an admin approves it; the teacher is the caller",
        security,
        body: createClassBodySchema,
        response: { 201: createClassResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const classId = await service.createClass(db(), requireActor(request), request.body);
      return reply.status(201).send({ success: true as const, message: messages.classes.added, classId });
    },
  );

  app.get(
    "/classes/teacher/:uid",
    {
      preValidation: teacherOrAdmin,
      schema: {
        tags,
        summary: "A teacher's own classes of every status, newest first (the teacher, or an admin)",
        security,
        params: z.object({ uid: idSchema }),
        querystring: teacherClassesQuerySchema,
        response: { 200: classListResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.listTeacherClasses(db(), requireActor(request), request.params.uid, request.query),
  );

  app.patch(
    "/classes/:id/content",
    {
      preValidation: teacherOnly,
      schema: {
        tags,
        summary: "Change title, price, description and image of the caller's own class",
        security,
        params: classIdParams,
        body: updateClassContentBodySchema,
        response: { 200: classChangedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await service.updateClassContent(db(), requireActor(request), request.params.id, request.body);
      app.publicCache.invalidate("catalogue", "evaluations");
      return { success: true as const, message: messages.classes.updated, class: updated };
    },
  );

  app.delete(
    "/classes/:id",
    {
      preValidation: teacherOnly,
      schema: {
        tags,
        summary: "Delete the caller's own class from the catalogue (enrolled students keep access)",
        security,
        params: classIdParams,
        response: { 200: deleteClassResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteClass(db(), requireActor(request), request.params.id);
      app.publicCache.invalidate("catalogue", "evaluations", "statistics");
      return { success: true as const, message: messages.classes.deleted };
    },
  );

  app.get(
    "/classes/:id/progress",
    {
      preValidation: teacherOrAdmin,
      schema: {
        tags,
        summary: "Enrolment, assignment and submission counts of an approved class (its teacher, or an admin)",
        security,
        params: classIdParams,
        response: { 200: classProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      progress: await service.getClassProgress(db(), requireActor(request), request.params.id),
    }),
  );
};
