import { CATEGORIES, type Category } from "@classwise/shared";

/** Public path of the demo images; they live in `<DATA_DIR>/uploads/demo`. */
export const DEMO_UPLOADS_PATH = "/uploads/demo";
export const DEMO_IMAGES_DIR = "demo";
export const DEMO_AVATAR_COUNT = 8;
export const CLASS_IMAGES_PER_CATEGORY = 3;

export interface DemoClassImage {
  file: string;
  category: Category;
  /** 0..2 within the category. */
  slot: number;
}

/** Three wordless pictures per category. */
export const DEMO_CLASS_IMAGES: readonly DemoClassImage[] = CATEGORIES.flatMap((category) =>
  Array.from({ length: CLASS_IMAGES_PER_CATEGORY }, (_, slot) => ({
    file: `${category}-${slot + 1}.webp`,
    category,
    slot,
  })),
);

export const DEMO_AVATAR_FILES: readonly string[] = Array.from(
  { length: DEMO_AVATAR_COUNT },
  (_, index) => `avatar-${index + 1}.webp`,
);

export function demoClassImageUrl(category: Category, slot: number): string {
  return `${DEMO_UPLOADS_PATH}/${category}-${(slot % CLASS_IMAGES_PER_CATEGORY) + 1}.webp`;
}

export function demoAvatarUrl(index: number): string {
  return `${DEMO_UPLOADS_PATH}/avatar-${(index % DEMO_AVATAR_COUNT) + 1}.webp`;
}
