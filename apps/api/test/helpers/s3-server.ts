import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A local S3-compatible server (the s3rver package, files under a temporary folder) with one bucket, for the
 * IMAGE_HOST=s3 tests: no network, no account. Its keys are s3rver's fixed ones.
 */
export async function startS3Server(bucket = "classwise-images") {
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "classwise-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  let closed = false;
  return {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    env: {
      IMAGE_HOST: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "on",
    },
    /** The keys of the stored objects. */
    keys: () => {
      const folder = path.join(directory, bucket);
      return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : [];
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
