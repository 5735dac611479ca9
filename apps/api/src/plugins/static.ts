import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the web app's index.html with `status` (404 for a path the app does not have: it shows its
     * not-found page), or returns false when no built web app is present.
     */
    sendSpaIndex(reply: FastifyReply, status?: number, pathname?: string): boolean;
  }
}

/** Route pattern ('/all-classes/:id') -> its screen's JavaScript files, from the build's preload.json. */
function readPreloads(root: string): [string[], string[]][] {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(root, "preload.json"), "utf8")) as Record<string, string[]>;
    return Object.entries(map).map(([pattern, files]) => [pattern.split("/").filter(Boolean), files]);
  } catch {
    return [];
  }
}

function preloadsFor(preloads: [string[], string[]][], pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const match = preloads.find(
    ([pattern]) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(":") || part === segments[i]),
  );
  return match?.[1] ?? [];
}

/**
 * Serves the built web app from the API's port. Vite's hashed files under /assets never change and are
 * cached for a year; index.html is revalidated on every visit so a new release is picked up at once.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, options: { root: string | undefined }) => {
    const root = options.root;
    const hasIndex = root !== undefined && fs.existsSync(path.join(root, "index.html"));
    const preloads = hasIndex && root ? readPreloads(root) : [];
    // The home page with its first screen already rendered (apps/web/scripts/prerender.mjs), sent for "/" only.
    const hasHome = hasIndex && root !== undefined && fs.existsSync(path.join(root, "home.html"));
    app.decorate("sendSpaIndex", (reply: FastifyReply, status = 200, pathname?: string) => {
      if (!hasIndex) return false;
      reply.status(status);
      // The page's own screen is fetched alongside the app rather than after it (see apps/web/vite.config.ts).
      const files = status === 200 && pathname ? preloadsFor(preloads, pathname) : [];
      if (files.length > 0) reply.header("link", files.map((file) => `<${file}>; rel=modulepreload`).join(", "));
      reply.header("cache-control", "no-cache");
      void reply.sendFile(status === 200 && pathname === "/" && hasHome ? "home.html" : "index.html");
      return true;
    });
    if (!hasIndex || !root) {
      app.log.warn({ root }, "no built web app found: only the API is served (run `npm run build`)");
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(root, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.header("cache-control", "no-cache");
        }
      },
    });
    app.get("/", { schema: { hide: true } }, (_request, reply) => {
      app.sendSpaIndex(reply, 200, "/");
      return reply;
    });
  },
  { name: "static" },
);
