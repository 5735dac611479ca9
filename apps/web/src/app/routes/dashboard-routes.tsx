import type { RouteObject } from "react-router";

/** Teach page and the three dashboards (spec §2 route table). */
export const dashboardRoutes: RouteObject[] = [];
