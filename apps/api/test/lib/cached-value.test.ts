import { describe, expect, it, vi } from "vitest";
import { createCachedValue } from "../../src/lib/cached-value.js";

describe("createCachedValue", () => {
  it("loads once per window and again after it", async () => {
    let clock = 1_000;
    let loads = 0;
    const cached = createCachedValue(
      async () => ++loads,
      30_000,
      () => clock,
    );
    expect(await cached.get()).toBe(1);
    clock += 29_999;
    expect(await cached.get()).toBe(1);
    clock += 1;
    expect(await cached.get()).toBe(2);
  });

  it("shares one load between concurrent callers", async () => {
    const load = vi.fn(async () => "value");
    const cached = createCachedValue(load, 1_000, () => 0);
    const results = await Promise.all([cached.get(), cached.get(), cached.get()]);
    expect(results).toEqual(["value", "value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const cached = createCachedValue(
      async () => {
        if (fail) throw new Error("database down");
        return 7;
      },
      1_000,
      () => 0,
    );
    await expect(cached.get()).rejects.toThrow("database down");
    fail = false;
    expect(await cached.get()).toBe(7);
  });

  it("loads every time with a zero window", async () => {
    let loads = 0;
    const cached = createCachedValue(
      async () => ++loads,
      0,
      () => 0,
    );
    await cached.get();
    expect(await cached.get()).toBe(2);
  });
});
