import type { RouteObject } from "react-router";

/** Register, login, forgot and reset password (spec §2). */
export const authRoutes: RouteObject[] = [];
