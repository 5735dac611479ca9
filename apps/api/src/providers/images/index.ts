import path from "node:path";
import type { Db } from "@classwise/db/client";
import type { Config } from "../../config.js";
import { createDatabaseImageHost } from "./database.js";
import { createImgbbImageHost } from "./imgbb.js";
import { createLocalImageHost } from "./local.js";
import { createS3ImageHost } from "./s3.js";
import type { ImageHost } from "./types.js";

export { type ImageHost, ImageHostError, type PreparedImage } from "./types.js";

export function createImageHost(config: Config, db: () => Db): ImageHost {
  const { images } = config;
  if (images.host === "imgbb" && images.imgbbApiKey) {
    return createImgbbImageHost({ apiKey: images.imgbbApiKey, apiUrl: images.imgbbApiUrl });
  }
  if (images.host === "database") return createDatabaseImageHost(db);
  if (images.host === "s3" && images.s3) return createS3ImageHost(images.s3);
  return createLocalImageHost(path.join(config.dataDir, "uploads"));
}
