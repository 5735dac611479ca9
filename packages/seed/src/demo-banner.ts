import { randomInt } from "node:crypto";
import type { DemoAccount } from "./demo.js";

/** No 0/O or 1/l/I: the password is read off a terminal and typed by hand. */
const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateDemoPassword(length = 16): string {
  let password = "";
  for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/** The box printed once when the demo is loaded: the three accounts and their password. */
export function demoBanner(accounts: readonly DemoAccount[], password: string, fromEnvironment: boolean): string {
  const lines = [
    "Demo data loaded. Sign in with one of these accounts:",
    "",
    ...accounts.map((account) => `  ${account.role.padEnd(8)} ${account.email.padEnd(24)} ${account.name}`),
    "",
    `  password ${password}`,
    "",
    fromEnvironment
      ? "The password comes from DEMO_PASSWORD."
      : "This password is shown only now. Set DEMO_PASSWORD to choose one.",
    "Every other demo user has the same password. DEMO=off starts with an empty database.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = "─".repeat(width + 2);
  return [`┌${border}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${border}┘`].join("\n");
}
