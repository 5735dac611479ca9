import type { RouteObject } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { RootLayout } from "./layouts/root-layout";
import { authRoutes } from "./routes/auth-routes";
import { dashboardRoutes } from "./routes/dashboard-routes";
import { publicRoutes } from "./routes/public-routes";
import { RouteErrorView } from "./routes/route-error";

/** Route table of product §2. Screens load lazily so the home page ships only what it needs. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <Spinner />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      {
        path: "*",
        handle: { title: "Page not found" },
        lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
