// For the seed workspace's suite, which checks the demo through this API: the first-start hook that loads it, a
// bearer token for a user it created, and the content check the upload routes use.
export { signToken } from "../../src/lib/jwt.js";
export { detectAttachmentType } from "../../src/modules/lessons/attachments.js";
export { startupTasks } from "../../src/startup.js";
export * from "./app.js";
export * from "./database.js";
export * from "./factories.js";
