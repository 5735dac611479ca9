import { healthAnswerSchema, liveAnswerSchema, readyAnswerSchema } from "../schemas/health.js";
import { defineContract } from "./contract.js";

/** The health checks a load balancer or an orchestrator calls (docs/operations.md). */
export const healthContracts = {
  health: defineContract({
    method: "GET",
    path: "/health",
    response: { 200: healthAnswerSchema },
    errors: { 503: healthAnswerSchema },
  }),
  live: defineContract({ method: "GET", path: "/health/live", response: { 200: liveAnswerSchema } }),
  ready: defineContract({
    method: "GET",
    path: "/health/ready",
    response: { 200: readyAnswerSchema },
    errors: { 503: readyAnswerSchema },
  }),
};
