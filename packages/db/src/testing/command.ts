import { execFile } from "node:child_process";

export interface CommandOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a workspace's command-line script the way `npm run seed` / `npm run admin` do, on the embedded database
 * in `dataDir` (DATABASE_URL unset), and answers its exit code and output.
 */
export function runCommand(root: string, script: string, args: string[], dataDir: string): Promise<CommandOutcome> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, ...args],
      // A seed of a few dozen rows takes about 15 s alone, and over 90 s on a CI machine running other suites.
      { cwd: root, env, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
