import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers/index.js";

describe("serving the web app", () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Classwise</title><div id=root></div>");
    fs.writeFileSync(
      path.join(webDist, "home.html"),
      "<!doctype html><title>Learn | Classwise</title><div id=root><h1>Prerendered home</h1></div>",
    );
    fs.writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\nDisallow: /api/\n");
    fs.writeFileSync(
      path.join(webDist, "preload.json"),
      JSON.stringify({
        "/": ["/assets/home-1.js", "/assets/carousel-2.js"],
        "/all-classes/:id": ["/assets/details-3.js"],
      }),
    );
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(["/", "/all-classes", "/all-classes/66a1b2c3", "/admin-dashboard/users", "/login?from=%2Fteach"])(
    "answers the app's route %s with the app and 200",
    async (url) => {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
    },
  );

  it.each(["/nope", "/all-classes/1/extra", "/admin-dashboard/unknown", "/wp-login.php"])(
    "answers the unknown page %s with the app's not-found page and a real 404",
    async (url) => {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
    },
  );

  it("sends the home page with its prerendered first screen, and every other page the empty app", async () => {
    for (const url of ["/", "/?ref=newsletter"]) {
      const home = await ctx.app.inject({ method: "GET", url });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("<h1>Prerendered home</h1>");
    }
    for (const url of ["/all-classes", "/login", "/nope"]) {
      const other = await ctx.app.inject({ method: "GET", url });
      expect(other.body).toContain("<div id=root></div>");
      expect(other.body).not.toContain("Prerendered home");
    }
  });

  it("hints the page's own screen files to the browser with the page", async () => {
    const home = await ctx.app.inject({ method: "GET", url: "/" });
    expect(home.headers.link).toBe(
      "</assets/home-1.js>; rel=modulepreload, </assets/carousel-2.js>; rel=modulepreload",
    );
    const details = await ctx.app.inject({ method: "GET", url: "/all-classes/abc" });
    expect(details.headers.link).toBe("</assets/details-3.js>; rel=modulepreload");
    expect((await ctx.app.inject({ method: "GET", url: "/login" })).headers.link).toBeUndefined();
    expect((await ctx.app.inject({ method: "GET", url: "/nope" })).headers.link).toBeUndefined();
  });

  it("serves robots.txt as text, not the app", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("User-agent: *");
  });

  it("answers a missing build file with a plain 404, never the app", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/index-gone.js" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });
});
