import { AppError } from "./errors.js";

export interface TransferSlotLimits {
  /** Transfers that run at once. */
  active: number;
  /** Transfers that wait for a turn; one more is refused at once (503). */
  waiting: number;
  /** Transfers one user may have running or waiting (429 beyond). */
  perKey: number;
  /** How long a transfer waits for its turn before it is refused (503). */
  maxWaitMs: number;
}

export interface TransferSlotMessages {
  busy: string;
  tooMany: string;
}

/** An AppError that tells the client when to try again (the error handler sends the header). */
export class RetryLaterError extends AppError {
  constructor(
    code: "UNAVAILABLE" | "RATE_LIMITED",
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/**
 * A counting semaphore with a bounded queue, per process: big transfers take turns instead of all reading
 * the database at once (docs/decisions/0033-attachment-storage.md). `acquire` answers a release function
 * once the transfer may run; it refuses with 429 when the user already has `perKey` transfers running or
 * waiting, and with 503 when the queue is full or the wait outlasts `maxWaitMs`.
 */
export class TransferSlots {
  private running = 0;
  private readonly queue: { grant: () => void }[] = [];
  private readonly perKey = new Map<string, number>();

  constructor(
    private readonly limits: TransferSlotLimits,
    private readonly copy: TransferSlotMessages,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.queue.length };
  }

  async acquire(key: string): Promise<() => void> {
    const held = this.perKey.get(key) ?? 0;
    if (held >= this.limits.perKey) throw new RetryLaterError("RATE_LIMITED", this.copy.tooMany, 1);
    if (this.running >= this.limits.active && this.queue.length >= this.limits.waiting) {
      throw new RetryLaterError("UNAVAILABLE", this.copy.busy, 5);
    }
    this.perKey.set(key, held + 1);
    const leaveKey = () => {
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left > 0) this.perKey.set(key, left);
      else this.perKey.delete(key);
    };
    if (this.running < this.limits.active) {
      this.running++;
    } else {
      try {
        await this.waitForTurn();
      } catch (error) {
        leaveKey();
        throw error;
      }
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      leaveKey();
      const next = this.queue.shift();
      // The slot passes straight to the next waiting transfer, so `running` stays as it is.
      if (next) next.grant();
      else this.running--;
    };
  }

  private waitForTurn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const index = this.queue.indexOf(entry);
        if (index >= 0) this.queue.splice(index, 1);
        reject(new RetryLaterError("UNAVAILABLE", this.copy.busy, 5));
      }, this.limits.maxWaitMs);
      this.queue.push(entry);
    });
  }
}
