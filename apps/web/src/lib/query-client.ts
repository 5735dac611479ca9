import { QueryClient } from "@tanstack/react-query";

/**
 * The app's one query cache. The screens reach it through the provider (app/providers.tsx); a route loader
 * reaches it directly, to start a screen's first read while the session is still being checked.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
