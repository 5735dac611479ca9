#!/usr/bin/env node
// Part of the web build, after `vite build`: renders the home page's first screen to HTML (src/prerender.tsx,
// built for Node into .prerender/, where Node finds the workspace's packages, and removed afterwards) and
// writes dist/home.html, the app's index.html with that markup in #root, plus its Brotli and gzip copies (the
// build's own precompress step in vite.config.ts has run by then). The server sends it for "/" only
// (apps/api/src/plugins/static.ts); every other path keeps the empty index.html.
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
  const { prerender } = await import(pathToFileURL(path.join(scratch, "prerender.js")).href);
  const { html, title } = await prerender("/");
  const index = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const empty = '<div id="root"></div>';
  if (!index.includes(empty) || !index.includes("<title>Classwise</title>")) {
    throw new Error("dist/index.html has no empty #root or no default title to fill");
  }
  // Every file the markup points at must be one the client build wrote.
  for (const [, file] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`prerendered home points at missing ${file}`);
  }
  const page = index
    .replace("<title>Classwise</title>", `<title>${escapeHtml(title)}</title>`)
    // inert until the app has rendered over it: a click or a keypress meanwhile would meet markup without
    // handlers. Links and buttons wait for the app instead (main.tsx lifts it).
    .replace(empty, `<div id="root" inert>${html}</div>`);
  const target = path.join(dist, "home.html");
  fs.writeFileSync(target, page);
  fs.writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(page, { level: 9 }));
  console.log(`prerendered / into dist/home.html (${(page.length / 1024).toFixed(1)} KB)`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
