/** react-hook-form's zod resolver, one import for every form (zod runs jitless: see lib/zod-config.ts). */
export { zodResolver } from "@hookform/resolvers/zod";
