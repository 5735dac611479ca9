import type { App } from "./app.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a process stops (docs/scaling.md, "Rolling restarts"). On SIGTERM it first drains: /api/health/ready
 * answers 503 and every answer closes its connection, while requests are still served, for SHUTDOWN_DRAIN_MS,
 * long enough for a load balancer's health checks to take it out of rotation. Then the listener closes and the
 * requests in flight get SHUTDOWN_GRACE_MS to finish (longer than the request timeout, so an upload that is
 * allowed to take 30 s is not cut), the job worker finishes its batch and the database closes. SIGINT (Ctrl-C
 * in a terminal) skips the drain; a second signal ends the drain at once.
 */
export function installShutdown(app: App, exit: (code: number) => void = (code) => process.exit(code)) {
  const { drainMs, graceMs } = app.config.shutdown;
  let stopping = false;
  let endDrain: () => void = () => {};

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      endDrain();
      return;
    }
    stopping = true;
    app.lifecycle.draining = true;
    const drain = signal === "SIGTERM" ? drainMs : 0;
    app.log.info({ signal, drainMs: drain, graceMs }, "shutting down: not ready any more, draining");
    if (drain > 0) {
      await new Promise<void>((resolve) => {
        endDrain = resolve;
        sleep(drain).then(() => resolve());
      });
    }
    app.log.info("closing the listener; finishing the requests in flight");
    const timer = setTimeout(() => {
      app.log.error({ graceMs }, "requests still in flight after the shutdown grace; closing them");
      app.server.closeAllConnections();
      exit(1);
    }, graceMs);
    timer.unref();
    try {
      await app.close();
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
  const onSigterm = () => void stop("SIGTERM");
  const onSigint = () => void stop("SIGINT");
  process.on("SIGTERM", onSigterm);
  process.on("SIGINT", onSigint);
  return {
    stop,
    uninstall() {
      process.off("SIGTERM", onSigterm);
      process.off("SIGINT", onSigint);
    },
  };
}
