// What other workspaces may use of the API (the benchmarks build it in-process): the app, its configuration
// and the bearer tokens it accepts.
export { type App, buildApp } from "./app.js";
export { type Config, loadConfig } from "./config.js";
export { signToken } from "./lib/jwt.js";
