import { randomBytes } from "node:crypto";
import pg from "pg";

/** An empty PostgreSQL database of its own on TEST_DATABASE_URL's server, dropped by `drop()`. */
export async function createScratchPostgres(prefix: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
