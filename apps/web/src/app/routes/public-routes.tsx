import type { RouteObject } from "react-router";

/** Home, catalogue and class details (spec §2). */
export const publicRoutes: RouteObject[] = [];
