import { describe, expect, it } from "vitest";
import { fillPath } from "../src/index.js";

describe("fillPath", () => {
  it("fills a path's parameters, each one encoded", () => {
    expect(fillPath("/coupons/:id/disable", { id: "a/b c" })).toBe("/coupons/a%2Fb%20c/disable");
    expect(fillPath("/classes/:id/enrolment-imports/:importId", { id: 1, importId: "x" })).toBe(
      "/classes/1/enrolment-imports/x",
    );
    expect(fillPath("/coupons")).toBe("/coupons");
  });

  it("refuses a missing parameter rather than calling another path", () => {
    expect(() => fillPath("/coupons/:id/disable", {} as { id: string })).toThrow(/:id/);
  });
});
