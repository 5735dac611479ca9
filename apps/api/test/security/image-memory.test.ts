import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "../helpers/scratch-postgres.js";
import { type ServerProcess, signInOverHttp, startServer } from "../helpers/server-process.js";

const PARALLEL = 8;
const LIMIT_MB = 400;

/** A 32-megapixel PNG under the 5 MB upload limit (smooth gradients compress well). */
async function bigPng(): Promise<Buffer> {
  const width = 6928;
  const height = 4619;
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#036"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
        ),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * On PostgreSQL the whole server must stay under the limit. The embedded PGlite database alone holds about
 * 600 MB of the process (its WebAssembly heap), so there the image work itself, peak minus the idle
 * server, must stay under it.
 */
describe("image processing stays bounded (issue 9 item 8)", () => {
  let server: ServerProcess;
  let postgres: Awaited<ReturnType<typeof createScratchPostgres>>;
  beforeAll(async () => {
    postgres = await createScratchPostgres("classwise_img");
    server = await startServer({
      DEMO: "on",
      DEMO_PASSWORD: "demo-password-1",
      // As `npm start` runs it: glibc keeps one malloc arena per image thread otherwise.
      MALLOC_ARENA_MAX: "2",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
  }, 180_000);
  afterAll(async () => {
    await server?.kill("SIGTERM");
    await postgres?.drop();
  });

  it(`${PARALLEL} parallel 32-megapixel uploads keep the server under ${LIMIT_MB} MB`, async () => {
    const png = await bigPng();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const headers = await signInOverHttp(server.url, "teacher@classwise.demo", "demo-password-1");
    const before = server.memory();
    let peakSample = before.rssMb;
    const sampler = setInterval(() => {
      peakSample = Math.max(peakSample, server.memory().rssMb);
    }, 25);
    const uploads = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "big.png");
        const res = await fetch(`${server.url}/api/images`, { method: "POST", headers, body: form });
        return res.status;
      }),
    );
    clearInterval(sampler);
    const after = server.memory();
    const peak = Math.max(after.peakMb, peakSample);
    const measured = postgres ? peak : peak - before.rssMb;
    console.log(
      `image memory (${postgres ? "PostgreSQL, whole server" : "PGlite, image work above the idle server"}): ` +
        `${PARALLEL} parallel uploads of ${((6928 * 4619) / 1e6).toFixed(1)} MP (${(png.length / 1e6).toFixed(1)} MB PNG): ` +
        `RSS ${before.rssMb.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB, ${after.rssMb.toFixed(0)} MB after; ` +
        `measured ${measured.toFixed(0)} MB (limit ${LIMIT_MB} MB)`,
    );
    expect(uploads).toEqual(Array(PARALLEL).fill(200));
    expect(measured).toBeLessThan(LIMIT_MB);
  }, 180_000);
});
