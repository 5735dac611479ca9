import path from "node:path";
import { classes } from "@classwise/db/schema";
import { like } from "drizzle-orm";
import type { App } from "./app.js";
import { sweepUnstoredAttachments } from "./modules/lessons/attachment-repository.js";

/**
 * The demo lives in the seed workspace, which is built on this API's schema and database client; importing it
 * here only when the server starts keeps the dependency one way (decision 25). The compiled server bundles it.
 */
function loadDemo() {
  return import("@classwise/seed/demo");
}

async function referencesDemoImages(app: App, uploadsPath: string): Promise<boolean> {
  const rows = await app.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(like(classes.image, `${uploadsPath}/%`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Work done once when the server starts, after migrations: with DEMO on, demo data on an empty database
 * (and the three demo accounts printed once). The demo images are (re)drawn whenever data uses them, so a
 * data directory restored without its uploads, or a second server on the same PostgreSQL, still shows them.
 * Attachment uploads that a stopped process left half-written are deleted (decision 33).
 */
export async function startupTasks(app: App): Promise<void> {
  const { config, database } = app;
  const abandoned = await sweepUnstoredAttachments(database.db);
  if (abandoned > 0) app.log.info({ abandoned }, "unfinished attachment uploads deleted");
  const uploadsDir = path.join(config.dataDir, "uploads");
  const demo = await loadDemo();
  if (config.demo) {
    await demo.ensureDemoImages(uploadsDir);
    if (await demo.hasUsers(database.db)) return;
    const started = performance.now();
    const password = config.demoPassword ?? demo.generateDemoPassword();
    const result = await demo.seedDemo(database.db, { password });
    if (!result.seeded) return;
    app.log.info({ counts: result.counts, ms: Math.round(performance.now() - started) }, "demo data loaded");
    console.log(`\n${demo.demoBanner(demo.DEMO_ACCOUNTS, password, config.demoPassword !== undefined)}\n`);
    return;
  }
  if (await referencesDemoImages(app, demo.DEMO_UPLOADS_PATH)) await demo.ensureDemoImages(uploadsDir);
}
