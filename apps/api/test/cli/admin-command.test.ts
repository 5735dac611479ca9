import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCommand } from "@classwise/db/testing/command";
import { createSeed } from "@classwise/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const seedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.resolve("@classwise/seed"))), "..");
const SIZES = ["--users", "60", "--classes", "20", "--enrolments", "150", "--seed", "3"];

const adminCli = (args: string[], dataDir: string) => runCommand(apiRoot, "src/cli/admin.ts", args, dataDir);

describe("npm run admin", { timeout: 300_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-admin-"));
    const seeded = await runCommand(seedRoot, "src/cli.ts", SIZES, dataDir);
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 300_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("promotes a user to admin by e-mail and fails clearly for an unknown one", async () => {
    const email = createSeed({ seed: 3, users: 60, classes: 20, enrolments: 150 }, "-").pool.emails.at(-1)!;
    const promoted = await adminCli(["promote", email.toUpperCase()], dataDir);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(`<${email}> is now an admin (was student)`);

    const unknown = await adminCli(["promote", "nobody@example.test"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with the e-mail "nobody@example.test"');
  });

  it("explains an unknown command", async () => {
    const noCommand = await adminCli(["demote", "x@example.test"], dataDir);
    expect(noCommand.code).toBe(1);
    expect(noCommand.stderr).toContain('Unknown command "demote"');
  });
});
