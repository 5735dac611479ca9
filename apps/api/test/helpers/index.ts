export { createTestDatabase } from "@classwise/db/testing";
export { signToken } from "../../src/lib/jwt.js";
export { detectAttachmentType } from "../../src/modules/lessons/attachments.js";
export { startupTasks } from "../../src/startup.js";
export * from "./app.js";
export * from "./factories.js";
export * from "./ledger.js";
