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

/**
 * Writes the demo class images and avatars into `<uploadsDir>/demo`, skipping files already there. Drawn
 * locally from SVG: the demo needs no network and no image downloads.
 */
export async function ensureDemoImages(uploadsDir: string): Promise<DemoImagesResult> {
  const directory = path.join(uploadsDir, DEMO_IMAGES_DIR);
  await fs.mkdir(directory, { recursive: true });
  const jobs = [
    ...DEMO_CLASS_IMAGES.map((image) => ({ file: image.file, svg: () => classImageSvg(image) })),
    ...DEMO_AVATAR_FILES.map((file, index) => ({ file, svg: () => avatarSvg(index) })),
  ];
  const missing = [];
  for (const job of jobs) if (!(await exists(path.join(directory, job.file)))) missing.push(job);
  await Promise.all(missing.map((job) => render(job.svg(), path.join(directory, job.file))));
  return { directory, created: missing.length, existing: jobs.length - missing.length };
}
