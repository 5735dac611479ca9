import { createHmac } from "node:crypto";

/**
 * A browser that has signed in to an account before carries a cookie naming that account (an HMAC of
 * the email, so it proves nothing to anyone without the server's secret). Sign-ins from such a device
 * are not counted against the account's per-email limit, so attackers elsewhere cannot lock its owner out.
 */
export const KNOWN_DEVICE_COOKIE = "classwise.known_device";
const MAX_ACCOUNTS = 5;
const ONE_YEAR = 365 * 24 * 3600;

export function deviceMark(email: string, secret: string): string {
  return createHmac("sha256", secret).update(`known-device:${email.toLowerCase()}`).digest("base64url").slice(0, 22);
}

function marksIn(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === KNOWN_DEVICE_COOKIE) return rest.join("=").split(".").filter(Boolean);
  }
  return [];
}

export function isKnownDevice(cookieHeader: string | null | undefined, email: string, secret: string): boolean {
  return marksIn(cookieHeader).includes(deviceMark(email, secret));
}

/** The cookie value after a successful sign-in: this account first, then up to four others. */
export function rememberDevice(cookieHeader: string | null | undefined, email: string, secret: string) {
  const mark = deviceMark(email, secret);
  const marks = [mark, ...marksIn(cookieHeader).filter((other) => other !== mark)].slice(0, MAX_ACCOUNTS);
  return { name: KNOWN_DEVICE_COOKIE, value: marks.join("."), maxAge: ONE_YEAR };
}
