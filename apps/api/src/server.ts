import fs from "node:fs";
import { DataDirLockedError } from "@classwise/db/lock";
import { MigrationsPendingError } from "@classwise/db/migrate";
import { DatabaseUnreachableError } from "@classwise/db/wait";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { missingSharedSecret, resolveAuthSecret } from "./lib/secret.js";
import { trustedOriginsFor } from "./lib/trusted-origins.js";
import { installShutdown } from "./shutdown.js";
import { startupTasks } from "./startup.js";

async function main() {
  const config = loadConfig();
  const secretProblem = missingSharedSecret(config);
  if (secretProblem) throw new ConfigError(secretProblem);
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.authSecret = resolveAuthSecret(config.authSecret, config.dataDir);

  const app = await buildApp(config);
  await startupTasks(app);

  installShutdown(app);

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
  if (config.testClockFile) {
    app.log.warn({ file: config.testClockFile }, "test clock on: the product's time is moved by this file");
    console.log(`  Test clock on: the product's time is moved by ${config.testClockFile} (NODE_ENV=test).\n`);
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof MigrationsPendingError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
