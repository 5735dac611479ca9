import { afterEach, describe, expect, it, vi } from "vitest";
import { api, sendFile } from "../src/lib/contract-call";

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

describe("calls through endpoint contracts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the contract's method to its path, parameters encoded, with the query and the JSON body", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse({ success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await api("PATCH /users/:uid", { params: { uid: "u/1 2" }, body: { role: "admin" } });
    await api("GET /notifications", { query: { page: 2, limit: 10 } });
    const [first, second] = fetchMock.mock.calls;
    expect(first?.[0]).toBe("/api/users/u%2F1%202");
    expect(first?.[1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ role: "admin" }) });
    expect(second?.[0]).toBe("/api/notifications?page=2&limit=10");
    expect(second?.[1]).toMatchObject({ method: "GET", body: undefined });
  });

  it("answers the body the endpoint sent", async () => {
    const coupons = { success: true, coupons: [] };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(coupons)));
    await expect(api("GET /coupons")).resolves.toEqual(coupons);
  });

  it("sends a file body as it is", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse({ success: true }));
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    await sendFile("POST /coupons/:id/disable", form, { params: { id: "c1" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/coupons/c1/disable");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: form });
  });
});
