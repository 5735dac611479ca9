import type { S3Client } from "@aws-sdk/client-s3";
import { classImageUrl, type ImageHost, ImageHostError, type PreparedImage, SHA256_HEX } from "./types.js";

export interface S3Options {
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); AWS's own for the region when unset. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Keys, or the SDK's usual chain (environment, instance role) when unset. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as most self-hosted stores want, instead of in the host name. */
  forcePathStyle: boolean;
  /** Prefix of every key ("classes/" puts images at classes/<sha256>.webp). */
  prefix: string;
  timeoutMs?: number;
}

/**
 * IMAGE_HOST=s3: images in a bucket of any S3-compatible object store, through AWS's maintained SDK (v3, loaded
 * with the first image). The bucket stays private: every process serves /uploads/classes/<sha256>.webp from it
 * with the same immutable cache headers, so a CDN in front of /uploads works as with local files.
 */
export function createS3ImageHost(options: S3Options): ImageHost {
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const connect = () => {
    client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
        requestHandler: { requestTimeout: options.timeoutMs ?? 20_000, connectionTimeout: 5000 },
      }),
    }));
    return client;
  };
  const keyOf = (sha256: string) => `${options.prefix}${sha256}.webp`;
  return {
    kind: "s3",
    async store(image: PreparedImage) {
      if (!SHA256_HEX.test(image.sha256)) throw new Error("image hash must be a hex sha256");
      const { s3, sdk } = await connect();
      try {
        await s3.send(
          new sdk.PutObjectCommand({
            Bucket: options.bucket,
            Key: keyOf(image.sha256),
            Body: image.bytes,
            ContentType: image.contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (error) {
        throw new ImageHostError("the object store refused the image", { cause: error });
      }
      return { url: classImageUrl(image.sha256) };
    },
    async read(sha256: string) {
      if (!SHA256_HEX.test(sha256)) return undefined;
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return undefined;
        throw new ImageHostError("the object store could not be read", { cause: error });
      }
    },
  };
}
