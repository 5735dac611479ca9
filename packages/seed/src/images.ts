import fs from "node:fs/promises";
import path from "node:path";
import { DEMO_AVATAR_FILES, DEMO_CLASS_IMAGES, DEMO_IMAGES_DIR } from "./demo-assets.js";
import { avatarSvg, classImageSvg } from "./images-svg.js";

export interface DemoImagesResult {
  directory: string;
  created: number;
  existing: number;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders to a temporary name first, so an interrupted run never leaves a truncated image that is then skipped. */
async function render(svg: string, file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  // Loaded only when an image is missing: a server whose demo images exist never loads the image library.
  const { default: sharp } = await import("sharp");
  await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toFile(partial);
  await fs.rename(partial, file);
}

/** Bumped when the drawings change, so a data directory made before redraws its pictures once. */
const ARTWORK_VERSION = "2-wordless";
const VERSION_FILE = ".artwork-version";

/**
 * Writes the demo class images and avatars into `<uploadsDir>/demo`, skipping files already there unless they
 * were drawn by an earlier version of the artwork. Drawn locally from SVG: the demo needs no network and no
 * image downloads.
 */
export async function ensureDemoImages(uploadsDir: string): Promise<DemoImagesResult> {
  const directory = path.join(uploadsDir, DEMO_IMAGES_DIR);
  await fs.mkdir(directory, { recursive: true });
  const versionFile = path.join(directory, VERSION_FILE);
  const drawnVersion = await fs.readFile(versionFile, "utf8").catch(() => null);
  const isCurrent = drawnVersion?.trim() === ARTWORK_VERSION;
  const jobs = [
    ...DEMO_CLASS_IMAGES.map((image) => ({ file: image.file, svg: () => classImageSvg(image) })),
    ...DEMO_AVATAR_FILES.map((file, index) => ({ file, svg: () => avatarSvg(index) })),
  ];
  const missing = [];
  for (const job of jobs) if (!isCurrent || !(await exists(path.join(directory, job.file)))) missing.push(job);
  await Promise.all(missing.map((job) => render(job.svg(), path.join(directory, job.file))));
  if (!isCurrent) await fs.writeFile(versionFile, `${ARTWORK_VERSION}\n`);
  return { directory, created: missing.length, existing: jobs.length - missing.length };
}
