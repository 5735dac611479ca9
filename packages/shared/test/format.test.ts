import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  dollarsToCents,
  formatPrice,
  optionLabel,
  roleLabel,
  titleCase,
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
