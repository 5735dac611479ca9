import { messages, notificationContracts, paths, type UnsubscribeQuery } from "@classwise/shared";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { setOptOut } from "./repository.js";
import { UNSUBSCRIBE_ROUTE, verifyUnsubscribe } from "./unsubscribe-token.js";

const copy = messages.notifications;
const escapeText = (text: string) => text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (text: string, settingsUrl: string, form = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Classwise</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a">
<h1 style="color:#4f46e5;font-size:1.5rem">Classwise</h1><p>${escapeText(text)}</p>${form}
<p><a href="${escapeAttribute(settingsUrl)}">${escapeText(copy.settingsTitle)}</a></p></body></html>`;

/** The confirmation's form: a one-click POST to the same signed address, as a mail program sends it. */
const confirmForm = (query: UnsubscribeQuery) => {
  const action = `/api${UNSUBSCRIBE_ROUTE}?${new URLSearchParams({ u: query.u, k: query.k, s: query.s })}`;
  return `<form method="post" action="${escapeAttribute(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#4f46e5;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1rem;font-size:1rem;cursor:pointer">${escapeText(copy.unsubscribeButton)}</button></form>`;
};

/**
 * The signed one-click unsubscribe of notification emails. GET, the link in the mail, only asks: link
 * scanners of mail gateways open every link of a mail, so opening it must change nothing. POST switches the
 * kind off: the page's button, or a mail program through List-Unsubscribe-Post (RFC 8058). The signature is
 * the authority, so no sign-in is needed.
 */
export const unsubscribeRoutes = declareRoutes("notifications", (route, { db, app }) => {
  // RFC 8058: mail programs POST "List-Unsubscribe=One-Click", form-encoded or as multipart/form-data; the
  // query carries everything, so the body is read (at most a few hundred bytes) and set aside.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
      done(null, String(body).slice(0, 200)),
    );
  }
  for (const [method, contract] of [
    ["GET", notificationContracts.unsubscribePage],
    ["POST", notificationContracts.unsubscribe],
  ] as const) {
    route.serve(contract, "public", {
      rateLimit: { bucket: "unsubscribe", per: "ip" },
      summary:
        method === "GET"
          ? "Ask to confirm switching one kind of notification off (the signed link in its email); changes nothing"
          : "Switch one kind of notification off from the signed link in its email (one-click, RFC 8058)",
      schema: { produces: ["text/html"] },
      handler: async (request, reply) => {
        const kind = verifyUnsubscribe(app.config.authSecret ?? "", request.query);
        const settingsUrl = `${app.config.publicUrl}${paths.student.profile}`;
        reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
        if (!kind) return reply.status(400).send(page(copy.unsubscribeInvalid, settingsUrl));
        if (method === "GET") {
          return page(copy.unsubscribeConfirm(copy.kinds[kind]), settingsUrl, confirmForm(request.query));
        }
        try {
          await setOptOut(db, request.query.u, kind, true);
        } catch {
          // The user no longer exists: nothing left to send them.
        }
        return page(copy.unsubscribed(copy.kinds[kind]), settingsUrl);
      },
    });
  }
});
