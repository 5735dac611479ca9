import { createBrowserRouter } from "react-router";
import { routes } from "./routes-table";

export const router = createBrowserRouter(routes);
