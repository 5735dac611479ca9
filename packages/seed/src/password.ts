import { hashPassword } from "better-auth/crypto";

/**
 * better-auth's own scrypt hash, so seeded users sign in like registered ones. scrypt is slow on purpose:
 * hash once per run and share the result between users.
 */
export function hashSeedPassword(password: string): Promise<string> {
  return hashPassword(password);
}
