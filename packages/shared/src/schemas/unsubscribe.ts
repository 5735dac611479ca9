import { z } from "zod";
import { errorBodySchema } from "./common.js";

// The signed one-click unsubscribe link of a notification email, in a file of its own so the web app's bundle,
// which reads the notification schemas, does not carry it. Anything unreadable becomes "" and fails the
// signature check, so every answer is the HTML page.
const unsubscribePart = (max: number) => z.string().trim().max(max).catch("");
export const unsubscribeQuerySchema = z.object({
  u: unsubscribePart(64),
  k: unsubscribePart(64),
  s: unsubscribePart(128),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** The unsubscribe page, and the same page refusing a bad signature (or the API's error body). */
export const unsubscribePageSchema = z.string().describe("HTML page");
export const unsubscribeRefusalSchema = z.union([z.string().describe("HTML page"), errorBodySchema]);
