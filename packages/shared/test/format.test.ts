import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  dollarsToCents,
  formatCount,
  formatPrice,
  optionLabel,
  roleLabel,
  titleCase,
  totalLabel,
  truncate,
} from "../src/index.js";

describe("format helpers", () => {
  it("title-cases hyphenated values (product §3)", () => {
    expect(titleCase("web-development")).toBe("Web Development");
    expect(titleCase("mid-level")).toBe("Mid Level");
    expect(titleCase("ui-ux-design")).toBe("Ui Ux Design");
  });

  it("labels options title-cased, UI/UX Design spelled as such", () => {
    expect(optionLabel("ui-ux-design")).toBe("UI/UX Design");
    expect(optionLabel("artificial-intelligence")).toBe("Artificial Intelligence");
    expect(optionLabel("mid-level")).toBe("Mid Level");
  });

  it("truncates with an ellipsis only past the limit", () => {
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("abcd", 3)).toBe("abc...");
    expect(truncate("Learn the basics of it", 17)).toBe("Learn the basics...");
  });

  it("converts between cents and dollars without float drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(formatPrice(5)).toBe("$5.00");
  });

  it("labels roles, anything unknown as User", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("teacher")).toBe("Teacher");
    expect(roleLabel("student")).toBe("Student");
    expect(roleLabel("guest")).toBe("User");
    expect(roleLabel(undefined)).toBe("User");
  });
});

describe("formatCount", () => {
  it("writes counts as en-US does, with a comma every three digits", () => {
    const reference = new Intl.NumberFormat("en-US");
    const values = [0, 7, 42, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 123_456_789, -5, -1234, -1_000_000];
    for (const value of [...values, Number.MAX_SAFE_INTEGER, 1.5, 12_345.678, -0.25]) {
      expect(formatCount(value)).toBe(reference.format(value));
    }
    expect(formatCount(12_345)).toBe("12,345");
  });

  it("writes an estimated total as 'about N' and leaves an exact one a number", () => {
    expect(totalLabel(4_300, true)).toBe("about 4,300");
    expect(totalLabel(4_300, false)).toBe(4_300);
  });
});
