import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * Writes a Brotli (quality 11) and a gzip copy beside every text file of the build, which the server sends
 * as they are (@fastify/static `preCompressed`) instead of compressing each response on the fly at a lower
 * quality.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "classwise-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((name) => /\.(js|css|html|svg|txt|json)$/.test(name))) {
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The app ships with Preact's React compatibility layer in place of React DOM (decision 26): the same
 * components, about 50 KB less compressed JavaScript before the first paint. The development server and the
 * build use it, and the end-to-end suite runs against the build; the component tests keep React, because
 * Testing Library's React renderer is CommonJS and loads `react-dom` outside Vite's aliases.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/** The modules of a class card, shared by the home page, the catalogue and the class details. */
const CLASS_CARD_MODULES =
  /(features[\\/]classes[\\/](components[\\/](class-card|class-cover|enrolled-count)|api[\\/]list-classes)|components[\\/]ui[\\/]class-image|lib[\\/](numbers|page-query)|shared[\\/]src[\\/]messages[\\/]classes)\.tsx?$/;

/**
 * What a paged list is drawn with (its loading, failure and empty states, its pages and their limits), for the
 * catalogue and the dashboards: one file rather than six.
 */
const LIST_KIT_MODULES =
  /(components[\\/]ui[\\/](list-state|load-error|empty-state|use-paged-list|pagination)|shared[\\/]src[\\/]schemas[\\/]paging)\.tsx?$/;

/** The lazily loaded screen of each route the server can hint for (paths as in @classwise/shared's route list). */
const ROUTE_SCREENS: Record<string, string> = {
  "/": "src/app/routes/home-page.tsx",
  "/all-classes": "src/features/classes/components/catalogue-page.tsx",
  "/all-classes/:id": "src/features/classes/components/class-details-page.tsx",
  "/login": "src/features/auth/pages/login-page.tsx",
  "/register": "src/features/auth/pages/register-page.tsx",
  "/forgot-password": "src/features/auth/pages/forgot-password-page.tsx",
};

/**
 * Writes preload.json: for each route above, the JavaScript files of its screen (the chunk and what it imports).
 * The server sends them as `Link: rel=modulepreload` with the page, so the browser fetches the screen together
 * with the app instead of after it.
 */
function routePreloads(): Plugin {
  return {
    name: "classwise-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
      );
      const preloads: Record<string, string[]> = {};
      for (const [route, screen] of Object.entries(ROUTE_SCREENS)) {
        const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(screen));
        if (!chunk) continue;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entryFiles.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        preloads[route] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: "preload.json", source: JSON.stringify(preloads) });
    },
  };
}

/**
 * Preloads the Latin face of Inter from the page's head: the font then loads beside the stylesheet instead of
 * after it, and the prerendered home page (scripts/prerender.mjs) usually paints in it from the start.
 */
function preloadFont(): Plugin {
  return {
    name: "classwise-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${font}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild ? [tailwindcss()] : [tailwindcss(), routePreloads(), preloadFont(), precompress()],
  // Vitest's mode is "test": the component tests render with React (see PREACT_ALIASES), as does the build-time
  // render of the home page (scripts/prerender.mjs), which runs in Node with React's own server renderer.
  resolve: { alias: mode === "test" || isSsrBuild ? [] : PREACT_ALIASES },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the home page and the catalogue both draw a class card with comes as one file rather than
          // eleven of 0.2-2 KB each.
          groups: [
            { name: "class-card", test: CLASS_CARD_MODULES, includeDependenciesRecursively: false },
            { name: "list-kit", test: LIST_KIT_MODULES, includeDependenciesRecursively: false },
            // What the entry needs on every page ("$initial") from Preact, the query library, the shared package
            // and src/lib, in one file beside the entry's own (the router and the app's shell). The lazy screens
            // import these too, so the bundler had left them in ten files of their own, each a round trip on a
            // slow connection; two files of 31 and 41 KB load side by side (one of 72 KB loaded slower).
            {
              name: "app-core",
              tags: ["$initial"],
              test: /node_modules[\\/](preact|@tanstack)[\\/]|packages[\\/]shared[\\/]|src[\\/]lib[\\/]/,
            },
          ],
        },
      },
      // React libraries mark their modules "use client" for server rendering, which a browser bundle ignores.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    css: false,
    restoreMocks: true,
    // One jsdom page and one import of React, Testing Library and the like for all the files, instead of a
    // fresh one per file (about two thirds of the suite's CPU); test/setup.ts gives each file the app's modules
    // afresh and a blank page. One file at a time: the suite runs beside the end-to-end suite.
    isolate: false,
    maxWorkers: 1,
    // Typing and clicking through whole screens in jsdom: Vitest's 5 s default is too tight on a busy
    // two-core machine.
    testTimeout: 20_000,
  },
}));
