import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSources } from "../../src/plugins/security.js";
import { createTestApp, type TestContext } from "../helpers/index.js";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("the policy's img-src names its hosts (issue 22)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      images: { host: "imgbb", imgbbApiKey: "key", imgbbApiUrl: "https://api.imgbb.com/1/upload" },
    });
  });
  afterAll(async () => ctx.close());

  it("lists this site, data:, blob:, the image host and the video thumbnails, and no scheme-wide source", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const imgSrc = directive(String(res.headers["content-security-policy"]), "img-src");
    expect(imgSrc).toBe("img-src 'self' data: blob: https://i.ibb.co https://i.ytimg.com");
    expect(imgSrc).not.toMatch(/\shttps?:(\s|$)|\*/);
  });

  it("leaves the image host out with local storage, and names Google's photos only with Google sign-in", () => {
    const local = { images: { host: "local" as const, imgbbApiKey: undefined, imgbbApiUrl: "" }, google: undefined };
    expect(imageSources(local)).toEqual(["'self'", "data:", "blob:", "https://i.ytimg.com"]);
    expect(imageSources({ ...local, google: { clientId: "id", clientSecret: "secret" } })).toContain(
      "https://lh3.googleusercontent.com",
    );
  });
});
