import fs from "node:fs";

/** The furthest a test clock moves either way: ten years. */
const MAX_OFFSET_SECONDS = 10 * 366 * 86_400;

export class TestClockFileError extends Error {}

/**
 * The offset a test clock file holds, `{"offsetSeconds": <whole seconds>}`; no file is no offset. Anything
 * else is refused loudly: a test that meant to move time must not run on the real one.
 */
export function readClockOffsetMs(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let offset: unknown;
  try {
    offset = (JSON.parse(text) as { offsetSeconds?: unknown } | null)?.offsetSeconds;
  } catch {
    offset = undefined;
  }
  if (typeof offset !== "number" || !Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_SECONDS) {
    throw new TestClockFileError(
      `TEST_CLOCK_FILE ${file} must hold {"offsetSeconds": <whole seconds, at most ${MAX_OFFSET_SECONDS} either way>}`,
    );
  }
  return offset * 1000;
}

/**
 * The product's clock moved by a file (docs/decisions/0047-test-clock.md): the wall clock plus the offset the
 * file holds at each reading, so a test moves time by writing the file, and time goes on from there.
 */
export function fileClock(file: string, wallClockMs: () => number = Date.now): () => Date {
  return () => new Date(wallClockMs() + readClockOffsetMs(file));
}

/** What a test writes to move the clock of a server started with TEST_CLOCK_FILE. */
export function clockFileText(offsetSeconds: number): string {
  return `${JSON.stringify({ offsetSeconds })}\n`;
}
