import { CliError, openCliDatabase, runCli } from "@classwise/db/cli";
import { ConfigError, loadConfig } from "../config.js";
import { promoteToAdmin } from "./promote.js";

const USAGE = `Classwise admin commands

Usage:
  npm run admin -- promote <email>    give the user with this e-mail the admin role

Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR (stop the server first).`;

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (command !== "promote") throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  const email = args[0];
  if (!email || args.length > 1) throw new CliError(`promote takes exactly one e-mail address.\n\n${USAGE}`);

  const { databaseUrl, dataDir } = loadConfig();
  const { database, where } = await openCliDatabase(1, { databaseUrl, dataDir });
  try {
    const result = await promoteToAdmin(database.db, email);
    if (result.status === "not-found") {
      console.error(`No user with the e-mail "${email}" in ${where}.`);
      return 1;
    }
    if (result.status === "already-admin") {
      console.log(`${result.user.name} <${result.user.email}> is already an admin.`);
      return 0;
    }
    console.log(`${result.user.name} <${result.user.email}> is now an admin (was ${result.user.previousRole}).`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError]);
