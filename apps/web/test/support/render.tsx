import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";

/** No retries and no refetching on its own, so each test sees exactly the requests it triggers. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer />
    </QueryClientProvider>
  );
}

/**
 * Renders routes in a memory router with a fresh query client and the toast container. With several
 * entries (which may carry router state) the last one is current, so the others are history to go back to.
 */
export function renderRoutes(routes: RouteObject[], entries: InitialEntry | InitialEntry[]) {
  const initialEntries = Array.isArray(entries) ? entries : [entries];
  const client = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client };
}
