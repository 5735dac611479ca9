import { defineConfig } from "@playwright/test";
import base from "./playwright.config.js";

/** The README screenshots: same server and browser as the end-to-end suite, one desktop project. */
export default defineConfig({
  ...base,
  testDir: "./screenshots",
  retries: 0,
  workers: 1,
  projects: [{ name: "screenshots", use: { viewport: { width: 1280, height: 800 } } }],
});
