export * from "./constants/index.js";
export * from "./errors.js";
export * from "./format.js";
export * from "./messages.js";
export * from "./schemas/classes.js";
export * from "./schemas/common.js";
export * from "./schemas/teacher-applications.js";
export * from "./schemas/users.js";
