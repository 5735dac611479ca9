import type { RouteObject } from "react-router";
import { RequireAuth } from "../guards/require-auth";

/** Home, catalogue and class details (spec §2); the catalogue and details need a signed-in user. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./home-page").then((m) => ({ Component: m.HomePage })) },
  {
    path: "all-classes",
    element: <RequireAuth />,
    children: [
      {
        index: true,
        lazy: () =>
          import("../../features/classes/components/catalogue-page").then((m) => ({ Component: m.CataloguePage })),
      },
      {
        path: ":id",
        lazy: () =>
          import("../../features/classes/components/class-details-page").then((m) => ({
            Component: m.ClassDetailsPage,
          })),
      },
    ],
  },
];
