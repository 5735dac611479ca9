#!/usr/bin/env node
// Part of the web build, after `vite build`: renders the first screen of the pages a visitor opens without
// being signed in and that need no data to draw (the home page, sign-in, registration, forgotten password) to
// HTML (src/prerender.tsx, built for Node into .prerender/, where Node finds the workspace's packages, and
// removed afterwards). Each is written as the app's index.html with that markup in #root (dist/home.html for
// "/", dist/login.html, ...), plus its Brotli and gzip copies (the build's own precompress step in
// vite.config.ts has run by then), and dist/prerendered.json maps each path to its file. The server sends a
// page's file for its exact path (apps/api/src/plugins/static.ts); every other path keeps the empty index.html.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const scratch = path.join(root, ".prerender");
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

try {
  await build({
    root,
    logLevel: "warn",
    build: { ssr: "src/prerender.tsx", outDir: scratch, emptyOutDir: true, copyPublicDir: false },
  });
  const { prerender, PRERENDERED_PAGES } = await import(pathToFileURL(path.join(scratch, "prerender.js")).href);
  const index = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const empty = '<div id="root"></div>';
  if (!index.includes(empty) || !index.includes("<title>Classwise</title>")) {
    throw new Error("dist/index.html has no empty #root or no default title to fill");
  }
  const preloads = JSON.parse(fs.readFileSync(path.join(dist, "preload.json"), "utf8"));
  const written = {};
  for (const [pathname, file] of PRERENDERED_PAGES) {
    const { html, title } = await prerender(pathname);
    // Every file the markup points at must be one the client build wrote.
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      if (!fs.existsSync(path.join(dist, asset))) throw new Error(`prerendered ${pathname} points at missing ${asset}`);
    }
    // The page paints from the HTML and the stylesheet alone: its scripts are fetched at low priority, after
    // those, and its own screen's files come with the app's (the empty index.html has them in a Link header).
    const screen = (preloads[pathname] ?? [])
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
      .join("");
    const page = index
      .replace(/<script type="module" crossorigin src=/, '<script type="module" crossorigin fetchpriority="low" src=')
      .replaceAll(
        '<link rel="modulepreload" crossorigin href=',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
      )
      .replace("</head>", `${screen}</head>`)
      .replace("<title>Classwise</title>", `<title>${escapeHtml(title)}</title>`)
      // inert until the app has rendered over it: a click or a keypress meanwhile would meet markup without
      // handlers. Links and buttons wait for the app instead (main.tsx lifts it).
      .replace(empty, `<div id="root" inert>${html}</div>`);
    const target = path.join(dist, file);
    fs.writeFileSync(target, page);
    fs.writeFileSync(
      `${target}.br`,
      zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(page, { level: 9 }));
    written[pathname] = file;
    console.log(`prerendered ${pathname} into dist/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
  fs.writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify(written));
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
