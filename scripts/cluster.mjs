#!/usr/bin/env node
// `npm run cluster [-- --instances N] [-- --pgbouncer]`: N API instances (default 3) on one PostgreSQL behind
// HAProxy, as docs/scaling.md deploys them, on this machine. HAProxy (and PgBouncer with --pgbouncer) come from
// Debian's packages: installed with apt-get when missing and running as root, saying so. The cluster test suite
// (`npm run test:cluster -w @classwise/api`) starts its clusters with the same code (startCluster below).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiRoot = path.join(root, "apps/api");
const isRoot = process.getuid?.() === 0;

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function which(program) {
  return spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;
}

/** The Debian package's program, installed when missing (as the e2e suite's browser is); says what it does. */
export function ensurePackage(program, pkg = program, log = console.log) {
  if (which(program) || fs.existsSync(`/usr/sbin/${program}`)) return;
  if (!isRoot) {
    throw new Error(`${program} is not installed: run \`sudo apt-get install -y ${pkg}\` first`);
  }
  log(`${program} is not installed: installing Debian's ${pkg} package (apt-get install -y ${pkg})`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", pkg], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** How an instance runs the server: the compiled bundle when built (what `npm start` runs), else the sources. */
function serverCommand() {
  const bundle = path.join(apiRoot, "dist", "server.js");
  if (process.env.CLUSTER_FROM_SOURCES !== "1" && fs.existsSync(bundle)) return [bundle];
  return ["--import", "tsx", "src/server.ts"];
}

async function waitForStatus(url, status, deadlineMs, isDead = () => false) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (isDead()) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === status) return true;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/**
 * One API process of the cluster, on its own port and data directory (as on a machine of its own). It can be
 * killed, stopped and started again on the same port and directory.
 */
function instance(name, port, env, dataDir, log) {
  let child;
  let output = "";
  let exited = Promise.resolve(null);
  const url = `http://127.0.0.1:${port}`;
  const self = {
    name,
    port,
    url,
    dataDir,
    output: () => output,
    pid: () => child?.pid,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      child = spawn(process.execPath, serverCommand(), {
        cwd: apiRoot,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const current = child;
      exited = new Promise((resolve) => current.once("exit", (code, signal) => resolve(code ?? signal)));
      current.stdout.on("data", (chunk) => {
        output += String(chunk);
      });
      current.stderr.on("data", (chunk) => {
        output += String(chunk);
      });
      const ready = await waitForStatus(`${url}/api/health/ready`, 200, 120_000, () => current.exitCode !== null);
      if (!ready) {
        current.kill("SIGKILL");
        throw new Error(`${name} did not become ready:\n${output}`);
      }
      log(`${name} ready at ${url} (pid ${current.pid})`);
      return self;
    },
    /** Sends the signal and waits for the exit: its code (or the signal's name). */
    async stop(signal = "SIGTERM") {
      if (child && self.running()) child.kill(signal);
      return exited;
    },
  };
  return self;
}

function haproxyConfig(port, servers) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A readiness check waits for the database for up to HEALTH_TIMEOUT_MS (2 s): not the 400 ms interval.
  timeout check 3s
  # Keep-alive with clients; one request per connection to the instances. A reused idle connection that an
  # instance closes (its 30 s idle timeout) at the moment a write is sent on it would fail that write, which
  # cannot be sent again safely.
  option http-server-close
  # A request that reached no instance (connection refused, or a reused connection found closed by a killed
  # instance before an answer) goes to another one; only reads are sent again when they may have arrived.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend classwise
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  http-request disable-l7-retry if !METH_GET
  # Readiness: out of rotation within a second of a SIGTERM (drain) or a crash, back once ready again.
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 400ms fastinter 200ms fall 2 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join("\n")}
`;
}

function pgbouncerConfig(dir, port, target) {
  return `[databases]
* = host=${target.hostname} port=${target.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, "users.txt")}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
reserve_pool_size = 5
server_reset_query =
ignore_startup_parameters = extra_float_digits,statement_timeout
logfile = ${path.join(dir, "pgbouncer.log")}
pidfile = ${path.join(dir, "pgbouncer.pid")}
`;
}

/** A child program that must stay up while the cluster runs (HAProxy, PgBouncer). */
function daemon(command, args, label) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    label,
  };
}

async function waitForPort(port, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`nothing listens on port ${port}`);
}

/**
 * HAProxy on `port` in front of `servers` ({ name, port } on the loopback interface), with the configuration
 * above; its file goes in `dir`. Returns the running daemon (its pid, output and stop()).
 */
export async function startBalancer(port, servers, dir) {
  ensurePackage("haproxy", "haproxy");
  fs.writeFileSync(path.join(dir, "haproxy.cfg"), haproxyConfig(port, servers));
  const haproxy = daemon("haproxy", ["-f", path.join(dir, "haproxy.cfg"), "-db"], "haproxy");
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    await haproxy.stop();
    throw new Error(`${error.message}: HAProxy did not start\n${haproxy.output()}`);
  }
  return haproxy;
}

/**
 * Starts PgBouncer in transaction mode in front of `databaseUrl`'s server and returns the URL through it. As
 * root it runs as the postgres user (PgBouncer refuses to run as root).
 */
export async function startPgbouncer(databaseUrl, log = console.log) {
  ensurePackage("pgbouncer", "pgbouncer", log);
  const target = new URL(databaseUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-pgbouncer-"));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, "users.txt"), `"${decodeURIComponent(target.username || "postgres")}" ""\n`);
  fs.writeFileSync(path.join(dir, "pgbouncer.ini"), pgbouncerConfig(dir, port, target));
  const program = fs.existsSync("/usr/sbin/pgbouncer") ? "/usr/sbin/pgbouncer" : "pgbouncer";
  const [command, args] = isRoot
    ? ["runuser", ["-u", "postgres", "--", program, path.join(dir, "pgbouncer.ini")]]
    : [program, [path.join(dir, "pgbouncer.ini")]];
  const bouncer = daemon(command, args, "pgbouncer");
  await waitForPort(port, 10_000);
  const through = new URL(databaseUrl);
  through.hostname = "127.0.0.1";
  through.port = String(port);
  log(`PgBouncer (transaction mode) on 127.0.0.1:${port} in front of ${target.hostname}:${target.port || 5432}`);
  return {
    url: through.toString(),
    async stop() {
      await bouncer.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `instances` API processes together on `databaseUrl` behind HAProxy. With `pgbouncer`, the processes
 * reach the database through PgBouncer in transaction mode (prepared statements off; the cache listener
 * connects to PostgreSQL itself, as LISTEN needs a session). `env` adds to each process's environment.
 */
export async function startCluster({
  databaseUrl,
  instances = 3,
  pgbouncer = false,
  env = {},
  log = console.log,
} = {}) {
  if (!databaseUrl) throw new Error("startCluster needs databaseUrl");
  ensurePackage("haproxy", "haproxy", log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-cluster-"));
  const bouncer = pgbouncer ? await startPgbouncer(databaseUrl, log) : undefined;
  const balancerPort = Number(env.CLUSTER_PORT ?? (await freePort()));
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const shared = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: "2",
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: "warn",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "1",
    IMAGE_HOST: "database",
    DATABASE_POOL_SIZE: "5",
    // HAProxy checks readiness every 400 ms and needs two failures: out of rotation well within the drain.
    SHUTDOWN_DRAIN_MS: "2000",
    DEMO: "on",
    DEMO_PASSWORD: "cluster-demo-password",
    RATE_LIMIT_MAX: "1000000",
    WEB_DIST: path.join(dir, "no-web"),
    DATABASE_URL: bouncer ? bouncer.url : databaseUrl,
    ...(bouncer ? { DATABASE_LISTEN_URL: databaseUrl, DATABASE_PREPARED_STATEMENTS: "off" } : {}),
    ...env,
  };
  const nodes = [];
  for (let i = 1; i <= instances; i++) {
    const dataDir = path.join(dir, `instance-${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    nodes.push(instance(`api${i}`, await freePort(), shared, dataDir, log));
  }
  const stopAll = async () => {
    await Promise.all(nodes.map((node) => node.stop("SIGKILL")));
    await bouncer?.stop();
  };
  try {
    // All at once, as a deployment starts them: migrations and the demo are applied once (advisory locks).
    await Promise.all(nodes.map((node) => node.start()));
  } catch (error) {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const haproxy = await startBalancer(balancerPort, nodes, dir).catch(async (error) => {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  await waitForStatus(`${publicUrl}/api/health/ready`, 200, 10_000);
  log(`HAProxy at ${publicUrl} in front of ${nodes.length} instances`);
  return {
    url: publicUrl,
    dir,
    env: shared,
    instances: nodes,
    databaseUrl: shared.DATABASE_URL,
    directDatabaseUrl: databaseUrl,
    haproxyOutput: () => haproxy.output(),
    haproxyPid: () => haproxy.child.pid,
    async stop() {
      await haproxy.stop();
      await Promise.all(nodes.map((node) => node.stop("SIGTERM")));
      await bouncer?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const count = Number(args[args.indexOf("--instances") + 1] ?? 3);
  const instances = args.includes("--instances") && Number.isInteger(count) && count > 0 ? count : 3;
  const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/classwise_cluster";
  if (!process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    const { rowCount } = await admin.query("select 1 from pg_database where datname = 'classwise_cluster'");
    if (rowCount === 0) await admin.query("create database classwise_cluster");
    await admin.end();
  }
  if (!fs.existsSync(path.join(apiRoot, "dist", "server.js"))) {
    console.log("Building the API (npm run build -w @classwise/api)…");
    execFileSync("npm", ["run", "-s", "build", "-w", "@classwise/api"], { cwd: root, stdio: "inherit" });
  }
  const cluster = await startCluster({
    databaseUrl,
    instances,
    pgbouncer: args.includes("--pgbouncer"),
    env: process.env.CLUSTER_PORT ? { CLUSTER_PORT: process.env.CLUSTER_PORT } : {},
  });
  console.log(`\nClasswise cluster: ${cluster.url}  (${instances} instances, database ${databaseUrl})`);
  console.log(`  demo accounts: teacher@classwise.demo and others, password ${cluster.env.DEMO_PASSWORD}`);
  console.log("  Ctrl-C stops everything.\n");
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
