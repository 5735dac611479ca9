import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@classwise/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";
import { clockFileText, fileClock, TestClockFileError } from "../../src/lib/test-clock.js";
import {
  createClass,
  createTestApp,
  createUser,
  expectLedgerInvariants,
  type TestContext,
  type TestUser,
} from "../helpers/index.js";
import { runServer } from "../helpers/server-process.js";
import { buy, paymentApi } from "../payments/support.js";

const DAY_S = 24 * 3600;

describe("the test clock (TEST_CLOCK_FILE, decision 47)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-clock-"));
  const file = path.join(dir, "clock.json");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is refused at start unless NODE_ENV=test, production being the default", () => {
    for (const env of [{}, { NODE_ENV: "production" }, { NODE_ENV: "development" }]) {
      expect(() => loadConfig({ ...env, TEST_CLOCK_FILE: file })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, TEST_CLOCK_FILE: file })).toThrow(/TEST_CLOCK_FILE .* needs NODE_ENV=test/);
    }
    const off = loadConfig({ NODE_ENV: "test" });
    expect(off.testClockFile).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: file }).testClockFile).toBe(file);
  });

  it("stops the server at start when it is set without NODE_ENV=test, saying why", async () => {
    const { code, output } = await runServer({ TEST_CLOCK_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain("TEST_CLOCK_FILE moves the product's clock for tests and needs NODE_ENV=test");
    expect(output).toContain("NODE_ENV is production");
  });

  it("adds the file's offset to the wall clock at each reading, none without a file, and refuses a bad file", () => {
    const wall = Date.UTC(2026, 0, 1);
    const now = fileClock(file, () => wall);
    expect(now().getTime()).toBe(wall);
    fs.writeFileSync(file, clockFileText(31 * DAY_S));
    expect(now().getTime()).toBe(wall + 31 * DAY_S * 1000);
    fs.writeFileSync(file, clockFileText(-2 * DAY_S));
    expect(now().getTime()).toBe(wall - 2 * DAY_S * 1000);
    for (const bad of ["", "31", '{"offsetSeconds": 1.5}', '{"offsetSeconds": "31d"}', '{"offsetSeconds": 1e12}']) {
      fs.writeFileSync(file, bad);
      expect(() => now()).toThrow(TestClockFileError);
    }
    fs.rmSync(file);
    expect(now().getTime()).toBe(wall);
  });

  it("is the clock loadConfig gives the product: the wall clock moved by the file", () => {
    const config = loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: file });
    fs.writeFileSync(file, clockFileText(40 * DAY_S));
    const before = Date.now();
    const read = config.now().getTime();
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before + 40 * DAY_S * 1000);
    expect(read).toBeLessThanOrEqual(after + 40 * DAY_S * 1000);
    fs.rmSync(file);
  });

  describe("moving the money paths that wait for the refund window", () => {
    let ctx: TestContext;
    let admin: TestUser;
    beforeAll(async () => {
      const clocked = loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: file });
      ctx = await createTestApp({
        now: clocked.now,
        testClockFile: clocked.testClockFile,
        refunds: { windowDays: 30 },
        ledger: { platformFeePercent: 20, payoutMinimumCents: 1000 },
      });
      admin = await createUser(ctx, { role: "admin" });
    });
    afterAll(async () => {
      fs.rmSync(file, { force: true });
      await ctx.close();
    });

    it("keeps a sale pending and refundable until the file moves time past the window, then pays it out once", async () => {
      const teacher = await createUser(ctx, { role: "teacher" });
      const connected = await ctx.app.inject({
        method: "POST",
        url: "/api/teacher/payout-account",
        headers: teacher.headers,
      });
      expect(connected.statusCode, connected.body).toBe(200);
      const item = await createClass(ctx, teacher, { priceCents: 2500 });
      const student = await createUser(ctx);
      const paymentId = await buy(ctx, student, item.id);
      const balance = async () => {
        const res = await ctx.app.inject({ method: "GET", url: "/api/teacher/earnings", headers: teacher.headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().balance;
      };
      const runPayouts = async () => {
        const res = await ctx.app.inject({ method: "POST", url: "/api/admin/payouts/run", headers: admin.headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };

      expect(await balance()).toMatchObject({ pendingCents: 2000, availableCents: 0 });
      expect(await runPayouts()).toMatchObject({ paid: 0 });
      const [early] = (await paymentApi(ctx).history(student)).json().payments;
      expect(early.canRefund).toBe(true);

      fs.writeFileSync(file, clockFileText(31 * DAY_S));
      expect(await balance()).toMatchObject({ pendingCents: 0, availableCents: 2000 });
      const late = await paymentApi(ctx).refund(student, paymentId, { reason: "Too late" });
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(messages.payments.windowPassed(30));
      expect(await runPayouts()).toMatchObject({ paid: 1, failed: 0, paidCents: 2000 });
      expect(await runPayouts()).toMatchObject({ paid: 0 });
      expect(await balance()).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 2000 });
      await expectLedgerInvariants(ctx.db);
    });
  });
});
