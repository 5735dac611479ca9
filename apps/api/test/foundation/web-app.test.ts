import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClass, createTestApp, createUser, type TestContext } from "../helpers/index.js";
import { cookiesOf, signUp } from "../identity/helpers.js";

/** The answers a page came with (its JSON data block), or undefined when it has none. */
function answersOf(html: string): Record<string, unknown> | undefined {
  const block = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
}

describe("serving the web app", () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-web-"));
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html lang="en"><title>Classwise</title><div id=root></div></html>',
    );
    fs.writeFileSync(
      path.join(webDist, "home.html"),
      "<!doctype html><title>Learn | Classwise</title><div id=root><h1>Prerendered home</h1></div>",
    );
    fs.writeFileSync(
      path.join(webDist, "login.html"),
      "<!doctype html><title>Log in | Classwise</title><div id=root><h1>Prerendered sign-in</h1></div>",
    );
    fs.writeFileSync(
      path.join(webDist, "prerendered.json"),
      JSON.stringify({ "/": "home.html", "/login": "login.html", "/register": "register-missing.html" }),
    );
    fs.writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\nDisallow: /api/\n");
    fs.writeFileSync(
      path.join(webDist, "preload.json"),
      JSON.stringify({
        "/": ["/assets/home-1.js", "/assets/carousel-2.js"],
        "/all-classes/:id": ["/assets/details-3.js"],
        "/register": ["/assets/register-4.js"],
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

  it("sends each prerendered page with its first screen, and every other page the empty app", async () => {
    for (const url of ["/", "/?ref=newsletter"]) {
      const home = await ctx.app.inject({ method: "GET", url });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("<h1>Prerendered home</h1>");
    }
    for (const url of ["/login", "/login?from=%2Fteach"]) {
      const login = await ctx.app.inject({ method: "GET", url });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain("<h1>Prerendered sign-in</h1>");
    }
    // /register's file is listed but missing: the empty app, never an error
    for (const url of ["/all-classes", "/register", "/login/extra", "/nope"]) {
      const other = await ctx.app.inject({ method: "GET", url });
      expect(other.body).toContain("<div id=root></div>");
      expect(other.body).not.toContain("Prerendered");
    }
  });

  it("marks every page with what the first paint must know of the server's set-up, compressed as asked", async () => {
    for (const url of ["/", "/login", "/all-classes", "/nope"]) {
      const plain = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
      expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      if (url === "/all-classes" || url === "/nope")
        expect(plain.body).toContain('<html lang="en" data-google-sign-in="off">');
      const br = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("preloads a public class's picture with its details page, and nothing for an unknown or malformed id", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    const approved = await createClass(ctx, teacher, { image: "/uploads/demo/web-1.webp" });
    const pending = await createClass(ctx, teacher, { status: "pending", image: "/uploads/demo/web-2.webp" });
    const details = await ctx.app.inject({ method: "GET", url: `/all-classes/${approved.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.headers.link).toBe(
      "</assets/details-3.js>; rel=modulepreload, </uploads/demo/web-1.webp>; rel=preload; as=image; fetchpriority=high",
    );
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "a%20b"]) {
      const other = await ctx.app.inject({ method: "GET", url: `/all-classes/${id}` });
      expect(other.statusCode).toBe(200);
      expect(other.headers.link).toBe("</assets/details-3.js>; rel=modulepreload");
    }
  });

  it("sends the catalogue as first opened with its first page, as the endpoint answers it, and its first picture", async () => {
    const teacher = await createUser(ctx, { role: "teacher" });
    await createClass(ctx, teacher, { image: "/uploads/demo/older.webp" });
    await createClass(ctx, teacher, { status: "pending", image: "/uploads/demo/pending.webp" });
    await createClass(ctx, teacher, {
      title: "Costs $5 & </script><script>alert(1)</script>",
      image: "/uploads/demo/newest.webp",
    });
    const catalogue = await ctx.app.inject({ method: "GET", url: "/all-classes" });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers.link).toBe("</uploads/demo/newest.webp>; rel=preload; as=image; fetchpriority=high");
    expect(catalogue.headers["cache-control"]).toBe("no-cache");
    // No text of the answers can close their element or start a script.
    expect(catalogue.body).not.toContain("<script>alert");
    const answers = answersOf(catalogue.body);
    const firstPage = await ctx.app.inject({ method: "GET", url: "/api/classes?page=1&limit=10&status=approved" });
    expect(answers).toEqual({
      "/api/auth/get-session": { user: null },
      "/api/classes?limit=10&page=1&status=approved": firstPage.json(),
    });
    expect(JSON.stringify(answers)).toContain("Costs $5 & </script><script>alert(1)</script>");
    for (const url of ["/all-classes?search=web", "/all-classes?page=2", "/all-classes?category=design"]) {
      const other = await ctx.app.inject({ method: "GET", url });
      expect(other.statusCode).toBe(200);
      expect(other.headers.link).toBeUndefined();
      expect(answersOf(other.body)).toEqual({ "/api/auth/get-session": { user: null } });
    }
  });

  it("tells a page who is signed in, never the session itself, and keeps such a page out of every cache", async () => {
    const email = "page-answers@example.com";
    const signedUp = await signUp(ctx, { name: "Page Reader", email, password: "a-long-password-1" });
    expect(signedUp.statusCode).toBe(200);
    const cookie = cookiesOf(signedUp.headers["set-cookie"]);
    const session = await ctx.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    const { user, session: held } = session.json() as { user: { id: string }; session: { token: string } };
    const page = await ctx.app.inject({ method: "GET", url: "/student-dashboard", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(answersOf(page.body)).toEqual({
      "/api/auth/get-session": { user: { id: user.id, email, name: "Page Reader", image: null } },
    });
    expect(page.body).not.toContain(held.token);
    // A prerendered page and a page the app does not have come as built.
    for (const url of ["/", "/nope"]) {
      const other = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
      expect(answersOf(other.body)).toBeUndefined();
      expect(other.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("hints the screen files of a page the browser draws itself; a prerendered page lists them in its head", async () => {
    const details = await ctx.app.inject({ method: "GET", url: "/all-classes/abc" });
    expect(details.headers.link).toBe("</assets/details-3.js>; rel=modulepreload");
    const register = await ctx.app.inject({ method: "GET", url: "/register" });
    expect(register.headers.link).toBe("</assets/register-4.js>; rel=modulepreload");
    for (const url of ["/", "/login", "/nope"]) {
      expect((await ctx.app.inject({ method: "GET", url })).headers.link).toBeUndefined();
    }
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
