import type { ApiErrorBody } from "@classwise/shared";
import { isAppRoute, messages } from "@classwise/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.js";
import { isDatabaseUnavailable, logSafeError } from "../lib/log-safe-error.js";
import { RetryLaterError } from "../lib/transfer-slots.js";

function fieldErrorsOf(validation: { instancePath: string; message?: string }[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    const list = fieldErrors[field] ?? [];
    list.push(issue.message ?? messages.api.invalidInput);
    fieldErrors[field] = list;
  }
  return fieldErrors;
}

/** One error body for the whole API: `{ success: false, message, code, fieldErrors? }`, no stack traces. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status = 500;
      let body: ApiErrorBody = { success: false, message: messages.api.internal, code: "INTERNAL" };

      if (error instanceof AppError) {
        status = error.statusCode;
        if (error instanceof RetryLaterError) reply.header("retry-after", String(error.retryAfterSeconds));
        body = { success: false, message: error.message, code: error.code };
        if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        status = 400;
        const fieldErrors = fieldErrorsOf(error.validation);
        const first = Object.values(fieldErrors)[0]?.[0];
        body = {
          success: false,
          message: first ? `${messages.api.invalidInput}: ${first}` : messages.api.invalidInput,
          code: "VALIDATION_FAILED",
          fieldErrors,
        };
      } else if (error.statusCode === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        status = 413;
        body = { success: false, message: messages.api.tooLarge, code: "PAYLOAD_TOO_LARGE" };
      } else if (error.statusCode === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        status = 415;
        body = { success: false, message: messages.api.unsupportedMediaType, code: "UNSUPPORTED_MEDIA_TYPE" };
      } else if (error.statusCode === 429) {
        status = 429;
        body = { success: false, message: messages.api.rateLimited, code: "RATE_LIMITED" };
      } else if (isDatabaseUnavailable(error)) {
        status = 503;
        body = { success: false, message: messages.api.unavailable, code: "UNAVAILABLE" };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors: malformed JSON, empty body with a JSON content type, bad params.
        status = error.statusCode;
        body = { success: false, message: error.message || messages.api.invalidInput, code: "BAD_REQUEST" };
      }

      // Never the raw error: a failed query's message carries its bound parameters (user data).
      if (status >= 500) request.log.error({ error: logSafeError(error) }, "request failed");
      else request.log.info({ code: body.code, status }, body.message);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === "/api" || request.url.startsWith("/api/");
      const isAsset = request.url.startsWith("/assets/");
      // Deep links such as /all-classes/42 are the web app's routes: index.html with 200. Any other page path
      // gets the app's not-found page with a real 404 (no soft 404s for crawlers and tools).
      if (
        !isApi &&
        !isAsset &&
        (request.method === "GET" || request.method === "HEAD") &&
        app.hasDecorator("sendSpaIndex")
      ) {
        const [pathname = "/", search = ""] = request.url.split("?", 2);
        if (app.sendSpaIndex(reply, isAppRoute(pathname) ? 200 : 404, pathname, search)) return reply;
      }
      const body: ApiErrorBody = { success: false, message: messages.api.routeNotFound, code: "NOT_FOUND" };
      request.log.info({ url: request.url }, "route not found");
      return reply.status(404).send(body);
    });
  },
  { name: "error-handler" },
);
