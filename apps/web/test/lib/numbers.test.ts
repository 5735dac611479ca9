import { describe, expect, it } from "vitest";
import { formatCount } from "../../src/lib/numbers";

describe("formatCount", () => {
  it("writes counts as en-US does, with a comma every three digits", () => {
    const reference = new Intl.NumberFormat("en-US");
    const values = [0, 7, 42, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 123_456_789, -5, -1234, -1_000_000];
    for (const value of [...values, Number.MAX_SAFE_INTEGER, 1.5, 12_345.678, -0.25]) {
      expect(formatCount(value)).toBe(reference.format(value));
    }
    expect(formatCount(12_345)).toBe("12,345");
  });
});
