import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "../version.js";

/** OpenAPI document generated from the routes' zod schemas; interactive docs at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: "Classwise API",
          description: "Online classes marketplace: catalogue, enrolment, assignments, evaluations, moderation.",
          version: APP_VERSION,
        },
        components: {
          securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "openapi" },
);
