import { publicConfigResponseSchema, tokenResponseSchema } from "../schemas/identity.js";
import { jwtBodySchema } from "../schemas/users.js";
import { defineContract } from "./contract.js";

/** The bearer token of a live session and the web app's public settings. */
export const identityContracts = {
  token: defineContract({ method: "POST", path: "/jwt", body: jwtBodySchema, response: { 200: tokenResponseSchema } }),
  publicConfig: defineContract({ method: "GET", path: "/config", response: { 200: publicConfigResponseSchema } }),
};
