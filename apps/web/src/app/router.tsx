import { createBrowserRouter } from "react-router";
import { routes } from "./routes-table";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router over the route table: it reads the address and starts loading the first screen. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
