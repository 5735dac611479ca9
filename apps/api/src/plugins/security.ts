import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.js";

/** The embed origins of lesson videos: the only frames the web app loads besides Stripe's. */
export const LESSON_VIDEO_FRAMES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Where imgbb serves the images it stores (IMAGE_HOST=imgbb). */
export const IMGBB_IMAGE_ORIGIN = "https://i.ibb.co";
/** YouTube's thumbnails, which the lesson editor shows for a video link. */
export const VIDEO_THUMBNAIL_ORIGINS = ["https://i.ytimg.com"];
/** Profile photos of Google accounts, shown as avatars when Google sign-in is on. */
export const GOOGLE_PHOTO_ORIGIN = "https://lh3.googleusercontent.com";

/**
 * Where pages may load images from: this site (uploads, lesson images), data: (inline icons of the styles),
 * blob: (a chosen class picture shown before it is uploaded), and by name the configured image host, the
 * video thumbnails and, with Google sign-in, Google's profile photos. No other host: a lesson cannot plant a
 * tracking pixel on its readers even if an address slipped past the Markdown check (issue 22).
 */
export function imageSources(config: Pick<Config, "images" | "google">): string[] {
  return [
    "'self'",
    "data:",
    "blob:",
    ...(config.images.host === "imgbb" ? [IMGBB_IMAGE_ORIGIN] : []),
    ...VIDEO_THUMBNAIL_ORIGINS,
    ...(config.google ? [GOOGLE_PHOTO_ORIGIN] : []),
  ];
}

/** The policy admits Stripe's own hosts, which Stripe Elements needs when enabled. */
function helmetOptions(stripe: boolean, imgSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "https:", "http:"],
        imgSrc,
        fontSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: stripe ? ["'self'", "https://js.stripe.com"] : ["'self'"],
        // Lesson videos play only through the providers' privacy-mode players (docs/decisions/0019).
        frameSrc: [...LESSON_VIDEO_FRAMES, ...(stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [])],
        connectSrc: stripe ? ["'self'", "https://api.stripe.com"] : ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  };
}

/**
 * The headers helmet sets for `options`, read once: with no nonces and no per-request directives they are the
 * same for every response.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response. Helmet computes them once, at start, and each request copies the result.
 * A route may still set its own policy, as lesson attachments do, because its header replaces the copy.
 * The Fastify wrapper of helmet built a new helmet middleware for each request, about 4% of the server's CPU
 * in a purchase.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders(helmetOptions(app.config.payments.provider === "stripe", imageSources(app.config)));
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security" },
);
