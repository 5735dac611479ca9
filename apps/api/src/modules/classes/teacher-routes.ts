import {
  classChangedResponseSchema,
  classListResponseSchema,
  classProgressResponseSchema,
  createClassBodySchema,
  createClassResponseSchema,
  deleteClassResponseSchema,
  dollarsToCents,
  idParamsSchema,
  messages,
  teacherClassesQuerySchema,
  uidParamsSchema,
  updateClassContentBodySchema,
} from "@classwise/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/ok.js";
import { actorOf } from "../../plugins/actor.js";
import { unsafeCancelStaleIntentsOfClass } from "../enrolments/stale-intents.js";
import { tags } from "./management-route-support.js";
import * as service from "./management-service.js";

/** spec §7 calls of the teacher's Add Class and My Classes screens, and class progress. */
export const teacherClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const enrolmentDeps = (request: FastifyRequest) => ({
    db: app.database.db,
    payments: app.providers.payments,
    log: request.log,
  });

  app.post(
    "/classes",
    {
      config: { access: "create:class" },
      schema: {
        tags,
        summary: "Add a class (teacher): pending until an admin approves it; the teacher is the caller",
        body: createClassBodySchema,
        response: { 201: createClassResponseSchema },
      },
    },
    async (request, reply) => {
      const classId = await service.createClass(db(), actorOf(request), request.body);
      return reply.status(201).send(ok({ message: messages.classes.added, classId }));
    },
  );

  app.get(
    "/classes/teacher/:uid",
    {
      config: { access: "read:class" },
      schema: {
        tags,
        summary: "A teacher's own classes of every status, newest first (the teacher, or an admin)",
        params: uidParamsSchema,
        querystring: teacherClassesQuerySchema,
        response: { 200: classListResponseSchema },
      },
    },
    async (request) => service.listTeacherClasses(db(), actorOf(request), request.params.uid, request.query),
  );

  app.patch(
    "/classes/:id/content",
    {
      config: { access: "update:class" },
      schema: {
        tags,
        summary: "Change title, price, description and image of the caller's own class",
        params: idParamsSchema,
        body: updateClassContentBodySchema,
        response: { 200: classChangedResponseSchema },
      },
    },
    async (request) => {
      const updated = await service.updateClassContent(db(), actorOf(request), request.params.id, request.body);
      app.publicCache.invalidate("catalogue", "evaluations");
      // Open intents at the old price can no longer be paid (docs/decisions/0021).
      await unsafeCancelStaleIntentsOfClass(enrolmentDeps(request), updated._id, dollarsToCents(updated.price));
      return ok({ message: messages.classes.updated, class: updated });
    },
  );

  app.delete(
    "/classes/:id",
    {
      config: { access: "delete:class" },
      schema: {
        tags,
        summary: "Delete the caller's own class from the catalogue (enrolled students keep access)",
        params: idParamsSchema,
        response: { 200: deleteClassResponseSchema },
      },
    },
    async (request) => {
      await service.deleteClass(db(), actorOf(request), request.params.id);
      app.publicCache.invalidate("catalogue", "evaluations", "statistics");
      await unsafeCancelStaleIntentsOfClass(enrolmentDeps(request), request.params.id, null);
      return ok({ message: messages.classes.deleted });
    },
  );

  app.get(
    "/classes/:id/progress",
    {
      config: { access: "read:class-progress" },
      schema: {
        tags,
        summary: "Enrolment, assignment and submission counts of an approved class (its teacher, or an admin)",
        params: idParamsSchema,
        response: { 200: classProgressResponseSchema },
      },
    },
    async (request) => ok({ progress: await service.getClassProgress(db(), actorOf(request), request.params.id) }),
  );
};
