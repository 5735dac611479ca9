// Import rules (docs/architecture.md, "Packages and layers"), checked by `npm run check:imports`.
// Packages depend one way: shared <- db <- seed <- api; the web app uses only shared. Inside the web app:
// components/ui and lib <- features/<domain> <- app, and a feature never imports another feature.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes two modules one: neither can change or be tested alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-reaching-into-packages",
      severity: "error",
      comment: "Another workspace is used through its package name and exports, never by a path into its files.",
      from: { path: "^(apps/[^/]+|packages/[^/]+|bench|e2e)/" },
      to: {
        path: "^(apps/[^/]+|packages/[^/]+)/",
        pathNot: "^$1/",
        dependencyTypesNot: ["aliased-workspace"],
      },
    },
    {
      name: "shared-stands-alone",
      severity: "error",
      comment: "packages/shared (schemas, limits, texts) is read by everyone and reads no other workspace.",
      from: { path: "^packages/shared/" },
      to: { path: "^(apps|packages/(db|seed)|bench|e2e)/" },
    },
    {
      name: "db-below-seed-and-api",
      severity: "error",
      comment: "packages/db holds the schema and database helpers: it knows nothing of the seed or the API.",
      from: { path: "^packages/db/" },
      to: { path: "^(apps|packages/seed)/" },
    },
    {
      name: "seed-below-api",
      severity: "error",
      comment: "The seed builds on the database package; the API loads the demo from the seed, not the reverse.",
      from: { path: "^packages/seed/" },
      to: { path: "^apps/" },
    },
    {
      name: "api-loads-the-demo-at-start-only",
      severity: "error",
      comment: "The API's sources take the demo only in startup.ts, by a dynamic import, off the request path.",
      from: { path: "^apps/api/src/", pathNot: "^apps/api/src/startup\\.ts$" },
      to: { path: "^packages/seed/" },
    },
    {
      name: "api-loads-the-demo-dynamically",
      severity: "error",
      from: { path: "^apps/api/src/startup\\.ts$" },
      to: { path: "^packages/seed/", dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "web-uses-shared-only",
      severity: "error",
      comment: "The web app talks to the API over HTTP; of the workspaces it imports packages/shared alone.",
      from: { path: "^apps/web/" },
      to: { path: "^(apps/api|packages/(db|seed))/" },
    },
    {
      name: "web-shared-code-never-imports-features-or-app",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-features-stay-apart",
      severity: "error",
      comment: "A feature imports shared code and its own files; what two features need goes to components/ui or lib.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-features-never-import-the-app",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.tmp)/" },
    // TypeScript 7 is the native compiler, with no parser for tools to call: Babel reads the sources.
    babelConfig: { fileName: ".depcruise.babelrc.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
