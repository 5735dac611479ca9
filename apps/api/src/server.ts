import fs from "node:fs";
import { DataDirLockedError } from "@classwise/db/lock";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { resolveAuthSecret } from "./lib/secret.js";
import { trustedOriginsFor } from "./lib/trusted-origins.js";
import { startupTasks } from "./startup.js";

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.authSecret = resolveAuthSecret(config.authSecret, config.dataDir);

  const app = await buildApp(config);
  await startupTasks(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  const cpu = process.cpuUsage();
  app.log.info(
    { startupMs: Math.round(performance.now()), startupCpuMs: Math.round((cpu.user + cpu.system) / 1000) },
    "ready",
  );
  // Sign-in works only from the address in PUBLIC_URL and its loopback aliases: say which ones those are.
  const aliases = trustedOriginsFor(config.publicUrl).filter((origin) => origin !== new URL(config.publicUrl).origin);
  console.log(`\nClasswise is running at ${config.publicUrl}  (database: ${where})`);
  if (aliases.length > 0) console.log(`  also open at ${aliases.join(" or ")}`);
  console.log("  Sign-in works from these addresses only; set PUBLIC_URL to the address people open.\n");
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
