import { describe, expect, it } from "vitest";
import { tokenSubject } from "../src/lib/auth/token-storage";

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("tokenSubject", () => {
  it("reads the user id a token was issued for", () => {
    expect(tokenSubject(`${encode({ alg: "HS256" })}.${encode({ sub: "user-1", sid: "s" })}.sig`)).toBe("user-1");
  });

  it("returns null for anything unreadable", () => {
    expect(tokenSubject("garbage")).toBeNull();
    expect(tokenSubject("a.!!!.c")).toBeNull();
    expect(tokenSubject(`${encode({})}.${encode({ sub: 42 })}.x`)).toBeNull();
  });
});
