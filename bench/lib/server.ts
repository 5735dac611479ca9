import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { commandLine, processCpuMs, processRssBytes, processTree } from "./proc.js";

const RUN_SECRET = randomBytes(48).toString("base64");

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  /** The node process running the API (for its CPU time). */
  serverPid: number;
  /** What was spawned: `npm run serve`, as a user runs it. */
  child: ChildProcess;
  /** Wall time from spawn to the first healthy answer, and what the server says its start took. */
  startup: { wallMs: number; serverMs: number | undefined; serverCpuMs: number | undefined };
  treeRssBytes(): number;
  serverRssBytes(): number;
  serverCpuMs(): number;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the compiled server through `npm run serve` (the process tree a user gets) and waits until it
 * answers. `env` adds to a quiet, demo-free configuration.
 */
export async function startServer(port: number, env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, "w");
  const started = performance.now();
  const child = spawn("npm", ["run", "-s", "serve"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "info",
      DEMO: "off",
      RATE_LIMIT_MAX: "1000000",
      // A server on PostgreSQL needs the secret every process of that database shares: one per bench run.
      AUTH_SECRET: RUN_SECRET,
      ...env,
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`server not healthy in time; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const wallMs = performance.now() - started;
  const ready = fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .find((line) => line.includes('"msg":"ready"'));
  const parsed = ready ? (JSON.parse(ready) as { startupMs?: number; startupCpuMs?: number }) : {};
  // npm -> sh -c "node apps/api/dist/server.js" -> node: the last one is the server.
  const serverPid = processTree(child.pid!).find((pid) => {
    const [program, script] = commandLine(pid).split(" ");
    return program?.endsWith("node") && script?.endsWith("dist/server.js");
  });
  if (!serverPid) throw new Error("could not find the server process");
  return {
    url,
    serverPid,
    child,
    startup: { wallMs, serverMs: parsed.startupMs, serverCpuMs: parsed.startupCpuMs },
    treeRssBytes: () => processTree(child.pid!).reduce((sum, pid) => sum + processRssBytes(pid), 0),
    serverRssBytes: () => processRssBytes(serverPid),
    serverCpuMs: () => processCpuMs(serverPid) ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      fs.closeSync(log);
    },
  };
}
