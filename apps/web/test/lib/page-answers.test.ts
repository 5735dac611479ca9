import { PAGE_ANSWERS_ELEMENT_ID } from "@classwise/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../../src/lib/api-client";
import { takePageAnswer } from "../../src/lib/page-answers";

function pageCameWith(answers: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.textContent = typeof answers === "string" ? answers : JSON.stringify(answers);
  document.body.append(element);
}

describe("the answers a page comes with", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  });

  it("answers a request once, whatever the order of its parameters, and drops the element", () => {
    pageCameWith({ "/api/classes?limit=10&page=1&status=approved": { success: true, classes: [] } });
    expect(takePageAnswer("/api/classes?page=1&limit=10&status=approved")).toEqual({ success: true, classes: [] });
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takePageAnswer("/api/classes?page=1&limit=10&status=approved")).toBeUndefined();
    expect(takePageAnswer("/api/classes?page=2&limit=10&status=approved")).toBeUndefined();
  });

  it("lets a GET the page answered skip the network, once", async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => new Response(JSON.stringify({ success: true, from: "server" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    pageCameWith({ "/api/mine?a=1": { success: true, from: "page" } });
    await expect(apiRequest("/mine", { query: { a: 1 } })).resolves.toEqual({ success: true, from: "page" });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest("/mine", { query: { a: 1 } })).resolves.toEqual({ success: true, from: "server" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the server when the answers cannot be read", () => {
    pageCameWith("{not json");
    expect(takePageAnswer("/api/auth/get-session")).toBeUndefined();
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
  });
});
