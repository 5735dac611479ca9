import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./fixtures/chromium.js";
import { FIRST_PORT, SERVER } from "./fixtures/env.js";

const executablePath = findChromium();

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./fixtures/global-setup.ts",
  fullyParallel: false,
  // Two workers, each with a server and data of its own (global setup starts one per worker; this file is
  // loaded again in every worker, where SERVER is that worker's). A server given by E2E_BASE_URL is shared,
  // so its specs run one at a time.
  workers: process.env.E2E_BASE_URL ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  // Walks of a whole flow (several users, axe in four looks) take a minute on two busy cores. The longest set
  // their own, up to six minutes: in the machine's slow spells, beside the PostgreSQL stage of CI, the quiz walk
  // took 3.7 minutes where it takes 1.5.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: `./.tmp/test-results-${FIRST_PORT}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? SERVER.baseURL,
    // A trace records every action's page and screenshots, about a quarter of the suite's CPU. Under CI, where a
    // failed test runs once more, the retry records it; elsewhere every test does, kept when it fails.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false },
      grep: /@mobile/,
    },
  ],
});
