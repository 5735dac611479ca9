import path from "node:path";
import type { Config } from "../../config.js";
import { createImgbbImageHost } from "./imgbb.js";
import { createLocalImageHost } from "./local.js";
import type { ImageHost } from "./types.js";

export { type ImageHost, ImageHostError, type PreparedImage } from "./types.js";

export function createImageHost(config: Config): ImageHost {
  if (config.images.host === "imgbb" && config.images.imgbbApiKey) {
    return createImgbbImageHost({ apiKey: config.images.imgbbApiKey, apiUrl: config.images.imgbbApiUrl });
  }
  return createLocalImageHost(path.join(config.dataDir, "uploads"));
}
