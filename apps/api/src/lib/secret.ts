import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The signing secret for sessions and bearer tokens. Taken from AUTH_SECRET when set (required when
 * several API processes share one database); otherwise generated once and kept in DATA_DIR.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
