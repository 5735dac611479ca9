import { APP_ROUTE_PATTERNS } from "@classwise/shared";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTitle } from "../src/app/document-title";
import { routes } from "../src/app/routes-table";

interface Leaf {
  path: string;
  handles: unknown[];
}

/** Every page the route table can show: its full path and the handles of the routes above and on it. */
function leaves(list: RouteObject[], parent = "", handles: unknown[] = []): Leaf[] {
  return list.flatMap((route) => {
    const path = route.path
      ? route.path.startsWith("/")
        ? route.path
        : `${parent.replace(/\/$/, "")}/${route.path}`
      : parent || "/";
    const trail = [...handles, route.handle];
    const self = route.index || (route.path && !route.children) ? [{ path, handles: trail }] : [];
    return [...self, ...(route.children ? leaves(route.children, path, trail) : [])];
  });
}

const pages = leaves(routes);

describe("route table", () => {
  it("serves exactly the paths the server knows as the app's (the rest answer 404)", () => {
    const served = new Set(pages.map((page) => page.path).filter((path) => path !== "/*"));
    // The dashboards' roots redirect to their first tab and are routes of their own.
    for (const root of ["/student-dashboard", "/teacher-dashboard", "/admin-dashboard"]) served.add(root);
    expect([...served].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it("gives every page a title of its own", () => {
    const titles = pages.map((page) => routeTitle(page.handles));
    expect(titles.every(Boolean)).toBe(true);
    const tabTitles = pages.filter((page) => page.path.includes("-dashboard/")).map((page) => routeTitle(page.handles));
    expect(new Set(tabTitles).size).toBeGreaterThan(8);
  });
});
