import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PAGE_ANSWERS_ELEMENT_ID } from "@classwise/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { preferredEncoding } from "./public-cache.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the web app's index.html with `status` (404 for a path the app does not have: it shows its
     * not-found page) for `pathname` and its query string `search` (without the "?"), or returns false when no
     * built web app is present.
     */
    sendSpaIndex(reply: FastifyReply, status?: number, pathname?: string, search?: string): boolean;
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

/** Path -> its page with the first screen already drawn, from the build's prerendered.json (scripts/prerender.mjs). */
function readPrerendered(root: string): Map<string, string> {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(root, "prerendered.json"), "utf8")) as Record<string, string>;
    return new Map(Object.entries(map).filter(([, file]) => fs.existsSync(path.join(root, file))));
  } catch {
    return new Map();
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

/** What a page the browser draws itself is sent with (see the `pageExtras` option). */
export interface PageExtras {
  /** Link header entries: a picture to preload. */
  hints: string[];
  /** Answers to the page's first requests, by request (pageAnswerKey), put into its HTML. */
  answers: Record<string, unknown>;
  /** The answers are a signed-in user's own: the page must not be stored. */
  personal: boolean;
}

/** An HTML page of the app as sent: marked for this server, and compressed once at start. */
interface Page {
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page with its compressed forms: the smallest for pages kept at start, quicker ones for one response. */
function compressedPage(html: string, effort: "best" | "quick"): Page {
  const identity = Buffer.from(html);
  const best = effort === "best";
  return {
    html,
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
    gzip: zlib.gzipSync(identity, { level: best ? 9 : 6 }),
  };
}

function loadPage(root: string, file: string, htmlAttributes: Record<string, string>): Page {
  const marks = Object.entries(htmlAttributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  const html = fs.readFileSync(path.join(root, file), "utf8").replace(/<html([^>]*)>/, `<html$1${marks}>`);
  return compressedPage(html, "best");
}

/** The app's empty root element in index.html. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * The empty app with a page's answers after its root element, as a JSON data block (never run as a script; "<"
 * escaped so that no text in it can close the element), compressed for this response alone.
 */
function withAnswers(index: Page, answers: Record<string, unknown>): Page {
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  const block = `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json}</script>`;
  // A function, so that "$" in the answers is never read as a replacement pattern.
  return compressedPage(
    index.html.replace(EMPTY_ROOT, (root) => `${root}${block}`),
    "quick",
  );
}

function sendPage(reply: FastifyReply, page: Page) {
  const encoding = preferredEncoding(reply.request);
  reply.header("content-type", "text/html; charset=utf-8").header("vary", "accept-encoding");
  if (encoding) void reply.header("content-encoding", encoding).send(page[encoding]);
  else void reply.send(page.identity);
}

/**
 * Serves the built web app from the API's port. Vite's hashed files under /assets never change and are
 * cached for a year; index.html is revalidated on every visit so a new release is picked up at once.
 */
export const staticPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      root: string | undefined;
      /**
       * Set on the <html> element of every page sent: what this server is set up with that the first paint
       * must know before any request (data-google-sign-in="on" or "off", see the web app's index.css).
       */
      htmlAttributes?: Record<string, string>;
      /**
       * What a page the browser draws itself is sent with, for its path and query string (without the "?"):
       * Link header entries and answers to its first requests (docs/decisions/0048-page-answers.md). A
       * failure only drops them: the app then asks.
       */
      pageExtras?: (request: FastifyRequest, pathname: string, search: string) => Promise<PageExtras>;
    },
  ) => {
    const root = options.root;
    const htmlAttributes = options.htmlAttributes ?? {};
    const hasIndex = root !== undefined && fs.existsSync(path.join(root, "index.html"));
    const preloads = hasIndex && root ? readPreloads(root) : [];
    // The pages with their first screen already drawn (apps/web/scripts/prerender.mjs), each for its exact path,
    // and the empty app for every other path: kept in memory, marked and compressed.
    const prerendered = new Map(
      [...(hasIndex && root ? readPrerendered(root) : new Map<string, string>())].map(
        ([pathname, file]) => [pathname, loadPage(root as string, file, htmlAttributes)] as const,
      ),
    );
    const index = hasIndex && root ? loadPage(root, "index.html", htmlAttributes) : undefined;
    app.decorate("sendSpaIndex", (reply: FastifyReply, status = 200, pathname?: string, search = "") => {
      if (!index) return false;
      reply.status(status);
      reply.header("cache-control", "no-cache");
      const drawn = status === 200 && pathname !== undefined ? prerendered.get(pathname) : undefined;
      if (drawn) {
        // Its head lists its own screen's files, fetched after what the first paint needs.
        sendPage(reply, drawn);
        return true;
      }
      // The page's own screen is fetched alongside the app rather than after it (see apps/web/vite.config.ts).
      const files = status === 200 && pathname ? preloadsFor(preloads, pathname) : [];
      const send = ({ hints, answers, personal }: PageExtras) => {
        const links = [...files.map((file) => `<${file}>; rel=modulepreload`), ...hints];
        if (links.length > 0) reply.header("link", links.join(", "));
        if (personal) reply.header("cache-control", "private, no-store");
        sendPage(reply, Object.keys(answers).length > 0 ? withAnswers(index, answers) : index);
      };
      const none: PageExtras = { hints: [], answers: {}, personal: false };
      if (status !== 200 || pathname === undefined || !options.pageExtras) send(none);
      else {
        options.pageExtras(reply.request, pathname, search).then(send, (error: unknown) => {
          reply.log.warn({ error: error instanceof Error ? error.message : String(error) }, "page extras failed");
          send(none);
        });
      }
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
