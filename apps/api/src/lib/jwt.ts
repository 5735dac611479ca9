import { createHmac, timingSafeEqual } from "node:crypto";

/** Claims of the API's bearer token: the user, the identity session it was issued for, and expiry. */
export interface TokenClaims {
  sub: string;
  sid: string;
  email: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function sign(input: string, secret: string): string {
  return createHmac("sha256", secret).update(input).digest("base64url");
}

export function signToken(
  claims: Omit<TokenClaims, "iat" | "exp">,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString("base64url");
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let claims: Partial<TokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<TokenClaims>;
  } catch {
    return null;
  }
  if (
    typeof claims.sub !== "string" ||
    typeof claims.sid !== "string" ||
    typeof claims.email !== "string" ||
    typeof claims.exp !== "number" ||
    typeof claims.iat !== "number"
  ) {
    return null;
  }
  if (claims.exp * 1000 <= now) return null;
  return claims as TokenClaims;
}
