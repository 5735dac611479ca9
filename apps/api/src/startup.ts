import path from "node:path";
import { like } from "drizzle-orm";
import type { App } from "./app.js";
import { classes } from "./db/schema.js";
import { DEMO_ACCOUNTS, seedDemo } from "./db/seed/demo.js";
import { DEMO_UPLOADS_PATH } from "./db/seed/demo-assets.js";
import { demoBanner, generateDemoPassword } from "./db/seed/demo-banner.js";
import { ensureDemoImages } from "./db/seed/images.js";
import { hasUsers } from "./db/seed/tables.js";

async function referencesDemoImages(app: App): Promise<boolean> {
  const rows = await app.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(like(classes.image, `${DEMO_UPLOADS_PATH}/%`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Work done once when the server starts, after migrations: with DEMO on, demo data on an empty database
 * (and the three demo accounts printed once). The demo images are (re)drawn whenever data uses them, so a
 * data directory restored without its uploads, or a second server on the same PostgreSQL, still shows them.
 */
export async function startupTasks(app: App): Promise<void> {
  const { config, database } = app;
  const uploadsDir = path.join(config.dataDir, "uploads");
  if (config.demo) {
    await ensureDemoImages(uploadsDir);
    if (await hasUsers(database.db)) return;
    const started = performance.now();
    const password = config.demoPassword ?? generateDemoPassword();
    const result = await seedDemo(database.db, { password });
    if (!result.seeded) return;
    app.log.info({ counts: result.counts, ms: Math.round(performance.now() - started) }, "demo data loaded");
    console.log(`\n${demoBanner(DEMO_ACCOUNTS, password, config.demoPassword !== undefined)}\n`);
    return;
  }
  if (await referencesDemoImages(app)) await ensureDemoImages(uploadsDir);
}
