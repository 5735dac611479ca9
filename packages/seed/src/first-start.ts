/**
 * What the API's first start takes from the seed: the demo data, its images and its sign-in banner. The API
 * reaches this entry only by a dynamic import in `startup.ts` (the seed is built on the API's schema, so a
 * static import back would make the two workspaces import each other); `scripts/check-imports.mjs` holds it there.
 */
export { DEMO_ACCOUNTS, seedDemo } from "./demo.js";
export { DEMO_UPLOADS_PATH } from "./demo-assets.js";
export { demoBanner, generateDemoPassword } from "./demo-banner.js";
export { ensureDemoImages } from "./images.js";
export { hasUsers } from "./tables.js";
