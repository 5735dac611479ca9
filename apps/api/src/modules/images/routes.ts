import * as shared from "@classwise/shared";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from "@classwise/shared";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.js";
import { readFileField } from "../../lib/multipart-file.js";
import { ok } from "../../lib/ok.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { ImageHostError } from "../../providers/images/index.js";
import { prepareImage } from "./prepare-image.js";

const ACCEPTED_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** Reads the one `image` file of the form, refusing a wrong declared type or more than 5 MB. */
function readImageField(request: FastifyRequest): Promise<Buffer> {
  return readFileField(request, {
    field: "image",
    wrongType: messages.validation.imageType,
    tooLarge: messages.validation.imageSize,
    accepts: (declaredType) => ACCEPTED_TYPES.includes(declaredType),
  }).then((file) => file.bytes);
}

/**
 * POST /images: the spec's image hosting call (§7 'Other services') done by this server, so the host's API
 * key never reaches a browser. Teachers upload class images; admins may too.
 */
export const imageRoutes = declareRoutes("images", async (route, { app }) => {
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
  });

  // Access and limit are checked before the body is read: a visitor or a student never gets to send megabytes.
  route.serve(shared.classContracts.uploadImage, "create:image", {
    rateLimit: { bucket: "images", per: "user" },
    summary: "Upload a class image (multipart field `image`: JPEG, PNG, GIF or WebP under 5MB), stored as WebP",
    schema: { consumes: ["multipart/form-data"] },
    handler: async (request) => {
      const input = await readImageField(request);
      const image = await prepareImage(input);
      try {
        const { url } = await app.providers.images.store(image);
        return ok({ data: { url } });
      } catch (error) {
        if (!(error instanceof ImageHostError)) throw error;
        request.log.warn({ err: error }, "image host refused the upload");
        throw new AppError("UNAVAILABLE", messages.classes.imageHostFailed);
      }
    },
  });
});
