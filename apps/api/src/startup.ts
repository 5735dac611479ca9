import type { App } from "./app.js";

/** Work done once when the server starts, after migrations: demo data on a fresh database. */
export async function startupTasks(_app: App): Promise<void> {}
