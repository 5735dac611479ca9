// What other workspaces may use of the API (the benchmarks build it in-process): the app, its configuration,
// the bearer tokens it accepts, and the certificate PDF renderer.
export { type App, buildApp } from "./app.js";
export { type Config, loadConfig } from "./config.js";
export { signToken } from "./lib/jwt.js";
export { renderCertificatePdf } from "./modules/certificates/pdf/render.js";
