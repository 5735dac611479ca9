import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** The CPU time the process has used so far (user + system), in seconds (Linux /proc). */
  cpuSeconds(): number;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How the child runs the server: the compiled bundle that `npm start` runs when the suite asks for it
 * (the slow suite builds it first, see test/slow/build-server.ts), else the sources through tsx.
 */
function serverCommand(): string[] {
  const bundle = path.join(apiRoot, "dist", "server.js");
  if (process.env.SERVER_FROM_DIST === "1" && fs.existsSync(bundle)) return [bundle];
  return ["--import", "tsx", "src/server.ts"];
}

/**
 * The real server in a child process on its own port: what the crash and memory tests need, where an
 * in-process app cannot be killed or measured on its own.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  // A data directory of its own unless the test gives one (to restart on it); removed when the server is killed.
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "classwise-proc-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverCommand(), {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      // As `npm start` runs it: two malloc arenas, so threads (image work) do not each keep their own.
      MALLOC_ARENA_MAX: "2",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO: "off",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_MAX: "100000",
      WEB_DIST: path.join(dataDir, "no-web"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    url,
    dataDir,
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
      return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
    },
    cpuSeconds() {
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux)
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    output: () => output,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP as the web app does and returns the bearer header. */
export async function signInOverHttp(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const jwt = await fetch(`${url}/api/jwt`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: url },
    body: JSON.stringify({ email }),
  });
  const { token } = (await jwt.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Starts the server with exactly this environment and returns how it ended (it is expected to refuse). */
export function runServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-refuse-"));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, serverCommand(), {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, DEMO: "off", HOST: "127.0.0.1", PORT: "0", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}
