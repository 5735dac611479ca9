import fs from "node:fs";
import path from "node:path";
import type { ApiErrorBody } from "@classwise/shared";
import { messages } from "@classwise/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Only images are served: anything else that ends up in the folder stays private. */
const SERVED = /\.(webp|png|jpe?g|gif|avif)$/i;
/** Names that embed a content hash (16+ hex digits) never change content, so browsers may keep them forever. */
const CONTENT_ADDRESSED = /(^|[-_.])[0-9a-f]{16,}\.[a-z0-9]+$/i;

export const UPLOADS_PREFIX = "/uploads";

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * Serves `<DATA_DIR>/uploads` at /uploads/*: uploaded class images and profile photos, and the demo
 * images. A missing file answers a JSON 404 (never the web app's index.html, which an <img> cannot use).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const root = uploadsDirectory(app.config.dataDir);
    fs.mkdirSync(root, { recursive: true });
    const shared = app.providers.images.read?.bind(app.providers.images);
    await app.register(
      async (scope) => {
        const notFound = (request: FastifyRequest, reply: FastifyReply) => {
          const body: ApiErrorBody = { success: false, message: messages.api.routeNotFound, code: "NOT_FOUND" };
          request.log.info({ url: request.url }, "upload not found");
          return reply.status(404).send(body);
        };
        scope.setNotFoundHandler(notFound);
        // Images kept where every process reads them (IMAGE_HOST=database or s3): the same URL and headers as a
        // file on disk; a file uploaded to this disk before the switch is still served from it.
        if (shared) {
          scope.get<{ Params: { name: string } }>("/classes/:name", async (request, reply) => {
            const sha256 = /^([0-9a-f]{64})\.webp$/.exec(request.params.name)?.[1];
            if (!sha256) return notFound(request, reply);
            const bytes =
              (await shared(sha256)) ??
              (await fs.promises.readFile(path.join(root, "classes", `${sha256}.webp`)).catch(() => undefined));
            if (!bytes) return notFound(request, reply);
            if (request.headers["if-none-match"] === `"${sha256}"`) return reply.code(304).send();
            return reply
              .header("cache-control", "public, max-age=31536000, immutable")
              .header("etag", `"${sha256}"`)
              .type("image/webp")
              .send(bytes);
          });
        }
        await scope.register(fastifyStatic, {
          root,
          prefix: "/",
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: "ignore",
          allowedPath: (pathname) => SERVED.test(pathname),
          setHeaders(reply, filePath) {
            const immutable = CONTENT_ADDRESSED.test(path.basename(filePath));
            reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400");
          },
        });
      },
      { prefix: UPLOADS_PREFIX },
    );
  },
  { name: "uploads" },
);
