import { describe, expect, it } from "vitest";
import { couponContracts, pathOf } from "../src/index.js";

describe("pathOf", () => {
  it("fills a contract's path parameters, each one encoded", () => {
    expect(pathOf(couponContracts.disable, { id: "a/b c" })).toBe("/coupons/a%2Fb%20c/disable");
    expect(pathOf(couponContracts.list)).toBe("/coupons");
  });

  it("refuses a missing parameter rather than calling another path", () => {
    expect(() => pathOf(couponContracts.disable, {} as { id: string })).toThrow(/:id/);
  });
});
