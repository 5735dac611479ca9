import { messages } from "@classwise/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TransferSlots } from "../lib/transfer-slots.js";

/** How long a transfer waits for its turn before the server answers 503. */
const TURN_WAIT_MS = 30_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Turns for lesson attachment uploads and downloads in this process (decision 33). */
    attachmentTransfers: { uploads: TransferSlots; downloads: TransferSlots };
  }
}

/**
 * The turns of big transfers, one set per process: uploads and downloads of lesson attachments run a few at
 * a time, others wait a while in a bounded queue, and each user has only a few running or waiting.
 */
export const attachmentTransfersPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = app.config.attachments;
    const copy = { busy: messages.lessons.attachmentsBusy, tooMany: messages.lessons.attachmentsTooManyAtOnce };
    const shared = { waiting: limits.queueMax, perKey: limits.perUserMax, maxWaitMs: TURN_WAIT_MS };
    app.decorate("attachmentTransfers", {
      uploads: new TransferSlots({ active: limits.uploadsMax, ...shared }, copy),
      downloads: new TransferSlots({ active: limits.downloadsMax, ...shared }, copy),
    });
  },
  { name: "attachment-transfers" },
);
