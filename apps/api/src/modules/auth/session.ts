import type { SessionCheckAnswer } from "@classwise/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** A Node request's headers as the identity service reads them. */
export function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * Who is signed in on `request`, as the session check (GET /api/auth/get-session) would report the user: the
 * identity service reads the session cookie. A request without cookies has no session to look up.
 */
export async function sessionUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionCheckAnswer["user"]> {
  if (!request.headers.cookie) return null;
  const session = await app.auth.api.getSession({ headers: toHeaders(request.headers) });
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: user.name, image: user.image ?? null } : null;
}
