import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, type Database, type DatabaseOptions, openDatabase } from "../client.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** A fresh, migrated database for one test file: a PGlite copy in memory, or a PostgreSQL clone. */
export async function createTestDatabase(options: Pick<DatabaseOptions, "preparedStatements"> = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("pgTemplate");
  if (url && template) {
    const name = `classwise_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: fileUrl.toString(), poolSize: 5, ...options });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
  const client = await createPglite(undefined, new Blob([snapshot]));
  return openDatabase({ pglite: client });
}
