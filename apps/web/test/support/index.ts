export { type ApiCall, type ApiHandler, deferred, json, stubApi, stubUploads, type UploadCall } from "./api";
export { makeAuth } from "./auth";
export { createTestQueryClient, Providers, renderRoutes } from "./render";
export { stubViewport } from "./viewport";
