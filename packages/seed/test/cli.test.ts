import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@classwise/db/client";
import { runCommand } from "@classwise/db/testing/command";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const seedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZES = ["--users", "60", "--classes", "20", "--enrolments", "150", "--seed", "3"];

const seedCli = (args: string[], dataDir: string) => runCommand(seedRoot, "src/cli.ts", args, dataDir);

describe("npm run seed", { timeout: 240_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("seeds a fresh data directory and prints counts and timings", async () => {
    const result = await seedCli(SIZES, dataDir);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("In the database now: users 60, accounts 60");
    expect(result.stdout).toMatch(/enrolments\s+150\s/);
    expect(result.stdout).toMatch(/total \(wall clock\)/);
    expect(fs.existsSync(path.join(dataDir, "uploads/demo/programming-1.webp"))).toBe(true);
  });

  it("refuses to seed over existing data without --reset", async () => {
    const refused = await seedCli(SIZES, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--reset");
  });

  it("explains bad arguments", async () => {
    const badFlag = await seedCli(["--userz", "5"], dataDir);
    expect(badFlag.code).toBe(1);
    expect(badFlag.stderr).toContain("Usage: npm run seed");
    const badNumber = await seedCli(["--users", "lots"], dataDir);
    expect(badNumber.stderr).toContain('--users needs a whole number (got "lots")');
  });

  it("refuses to open the embedded database while another process has it", async () => {
    const server = await openDatabase({ dataDir });
    try {
      const result = await seedCli(["--users", "30", "--reset"], dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is already open in process ${process.pid}`);
    } finally {
      await server.close();
    }
  });
});
