/**
 * zod, in the browser, validates without compiling parsers through `new Function`: the page's Content Security
 * Policy has no 'unsafe-eval', and zod tries it (once, caught) when it builds its first object schema unless
 * `jitless` is already set, which browsers still report as a CSP violation. zod reads its settings from
 * `globalThis.__zod_globalConfig`, so they are set here, by the app's first import, before any module builds a
 * schema, without loading zod itself.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
