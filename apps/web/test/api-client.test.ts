import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  awaitTokenBeforeCalls,
  buildUrl,
  setAccessToken,
  setTokenRefresher,
} from "../src/lib/api-client";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("api client", () => {
  afterEach(() => {
    setAccessToken(null);
    setTokenRefresher(null);
    vi.unstubAllGlobals();
  });

  it("builds URLs under /api and drops empty query values", () => {
    expect(buildUrl("/classes", { page: 1, limit: 10, search: "", status: undefined })).toBe(
      "/api/classes?page=1&limit=10",
    );
  });

  it("sends the bearer token and returns the body", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, value: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    setAccessToken("t1");
    await expect(apiRequest("/x")).resolves.toEqual({ success: true, value: 1 });
    expect(fetchMock.mock.calls[0]?.[1]?.headers.authorization).toBe("Bearer t1");
  });

  it("turns an error body into an ApiError with status, code and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(409, { success: false, code: "CONFLICT", message: "dup", fieldErrors: { a: ["b"] } }),
        ),
    );
    const error = await apiRequest("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "CONFLICT", message: "dup", fieldErrors: { a: ["b"] } });
  });

  it("refreshes the token once on 401 and retries", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "expired" }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    const refresher = vi.fn().mockResolvedValue("fresh");
    setTokenRefresher(refresher);
    setAccessToken("stale");
    await expect(apiRequest("/x")).resolves.toEqual({ success: true });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1]?.[1]?.headers.authorization).toBe("Bearer fresh");
  });

  it("gives up after one refresh", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "no" }));
    vi.stubGlobal("fetch", fetchMock);
    setTokenRefresher(vi.fn().mockResolvedValue("fresh"));
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("holds a call that sends the token until a token request under way has answered, but not an anonymous one", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    let answer: (token: string) => void = () => {};
    const arriving = new Promise<string>((resolve) => {
      answer = resolve;
    }).then((token) => {
      setAccessToken(token);
      return token;
    });
    awaitTokenBeforeCalls(arriving);
    const held = apiRequest("/mine");
    await expect(apiRequest("/public", { anonymous: true })).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer("arrived");
    await expect(held).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/mine");
    expect(fetchMock.mock.calls[1]?.[1]?.headers.authorization).toBe("Bearer arrived");
  });

  it("reports network failures as ApiError with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: 0, code: "NETWORK" });
  });
});
