export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  output(): string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<ClusterInstance>;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  dir: string;
  env: Record<string, string>;
  instances: ClusterInstance[];
  /** What the instances connect to (PgBouncer's address with `pgbouncer`), and PostgreSQL itself. */
  databaseUrl: string;
  directDatabaseUrl: string;
  haproxyOutput(): string;
  haproxyPid(): number | undefined;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function ensurePackage(program: string, pkg?: string, log?: (line: string) => void): void;
export function startPgbouncer(
  databaseUrl: string,
  log?: (line: string) => void,
): Promise<{ url: string; stop(): Promise<void> }>;
export function startCluster(options: {
  databaseUrl: string;
  instances?: number;
  pgbouncer?: boolean;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
export function startBalancer(
  port: number,
  servers: { name: string; port: number }[],
  dir: string,
): Promise<{ child: import("node:child_process").ChildProcess; output(): string; stop(): Promise<void> }>;
