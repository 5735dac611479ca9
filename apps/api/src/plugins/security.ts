import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

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
          frameSrc: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
          connectSrc: stripe ? ["'self'", "https://api.stripe.com"] : ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
  },
  { name: "security" },
);
