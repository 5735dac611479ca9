export * from "./app.js";
export * from "./database.js";
export * from "./factories.js";
