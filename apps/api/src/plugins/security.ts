import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The embed origins of lesson videos: the only frames the web app loads besides Stripe's. */
export const LESSON_VIDEO_FRAMES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Security headers; the policy admits Stripe's own hosts, which Stripe Elements needs when enabled. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const stripe = app.config.payments.provider === "stripe";
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", "https:", "http:"],
          imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
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
    });
  },
  { name: "security" },
);
