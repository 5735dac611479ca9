import { errorBodySchema, messages } from "@classwise/shared";
import { z } from "zod";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { setOptOut } from "./repository.js";
import { verifyUnsubscribe } from "./unsubscribe-token.js";

// Anything unreadable becomes "" and fails the signature check, so every answer is the HTML page.
const part = (max: number) => z.string().trim().max(max).catch("");
const querySchema = z.object({ u: part(64), k: part(64), s: part(128) });

const page = (text: string, settingsUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Classwise</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a">
<h1 style="color:#4f46e5;font-size:1.5rem">Classwise</h1><p>${text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>
<p><a href="${settingsUrl}">Notification settings</a></p></body></html>`;

/**
 * The signed one-click unsubscribe of notification emails: GET from the link in the mail, POST from mail
 * programs (List-Unsubscribe-Post, RFC 8058). The signature is the authority, so no sign-in is needed.
 */
export const unsubscribeRoutes = declareRoutes("notifications", (route, { db, app }) => {
  // RFC 8058: mail programs POST "List-Unsubscribe=One-Click" form-encoded; the query carries everything.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, String(body).slice(0, 200)),
  );
  for (const method of ["GET", "POST"] as const) {
    route.on(method, "/notifications/unsubscribe", "public", {
      rateLimit: { bucket: "unsubscribe", per: "ip" },
      summary: "Switch one kind of notification off from the signed link in its email",
      schema: {
        querystring: querySchema,
        produces: ["text/html"],
        response: {
          200: z.string().describe("HTML page"),
          // The page for a bad signature; the API's error body for a request that cannot be read at all.
          400: z.union([z.string().describe("HTML page"), errorBodySchema]),
        },
      },
      handler: async (request, reply) => {
        const kind = verifyUnsubscribe(app.config.authSecret ?? "", request.query);
        const settingsUrl = `${app.config.publicUrl}/student-dashboard/profile`;
        reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
        if (!kind) return reply.status(400).send(page(messages.notifications.unsubscribeInvalid, settingsUrl));
        try {
          await setOptOut(db, request.query.u, kind, true);
        } catch {
          // The user no longer exists: nothing left to send them.
        }
        return page(messages.notifications.unsubscribed(messages.notifications.kinds[kind]), settingsUrl);
      },
    });
  }
});
