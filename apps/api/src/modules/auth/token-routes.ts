import * as shared from "@classwise/shared";
import { messages } from "@classwise/shared";
import { AppError } from "../../lib/errors.js";
import { signToken } from "../../lib/jwt.js";
import { ok } from "../../lib/ok.js";
import { declareRoutes } from "../../plugins/route-declaration.js";
import { hasGoogleSignIn } from "./create-auth.js";
import { toHeaders } from "./session.js";

export const tokenRoutes = declareRoutes("identity", (route, { app }) => {
  route.serve(shared.identityContracts.token, "public", {
    rateLimit: { bucket: "jwt", per: "ip" },
    summary: "Issue a short-lived bearer token for the caller's live session",
    schema: { description: "Needs the identity session cookie; the email must be the session user's." },
    handler: async (request) => {
      const session = await app.auth.api.getSession({ headers: toHeaders(request.headers) });
      const user = session?.user as { id: string; email: string; banned?: boolean | null } | undefined;
      if (!session || !user || user.banned || user.email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw new AppError("UNAUTHORIZED", messages.api.unauthorized);
      }
      const token = signToken(
        { sub: user.id, sid: session.session.id, email: user.email },
        app.config.authSecret ?? "",
        app.config.tokenTtlSeconds,
      );
      return ok({ token, expiresIn: app.config.tokenTtlSeconds });
    },
  });

  route.serve(shared.identityContracts.publicConfig, "public", {
    summary: "Public settings the web app needs (sign-in options, payment provider)",
    handler: async () =>
      ok({
        googleSignIn: hasGoogleSignIn(app.config),
        payments: {
          provider: app.config.payments.provider,
          publishableKey: app.config.payments.stripe?.publishableKey ?? null,
        },
      }),
  });
});
