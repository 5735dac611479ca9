import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { authRoutes } from "./routes/auth-routes";
import { dashboardRoutes } from "./routes/dashboard-routes";
import { publicRoutes } from "./routes/public-routes";
import { RouteErrorView } from "./routes/route-error";

/** Route table of spec §2. Screens load lazily so the home page ships only what it needs. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
