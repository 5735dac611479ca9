// First: zod's settings must be in place before any module builds a schema.
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { type AppRouter, createAppRouter } from "./app/router";
import { startSessionCheck } from "./lib/auth/auth-context";
import { queryClient } from "./lib/query-client";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("missing #root element");
const container = root;

function mount(router: AppRouter) {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  container.removeAttribute("inert");
}

function start() {
  const router = createAppRouter();
  // The home page comes with its first screen already in #root, inert (apps/web/scripts/prerender.mjs). The app
  // renders over it once the route's screen has loaded, rather than swapping it for the loading spinner
  // meanwhile, and then lets it take clicks and keys.
  if (container.firstElementChild && !router.state.initialized) {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      mount(router);
    });
  } else {
    setTimeout(() => mount(router), 0);
  }
}

// Who is signed in is asked at once, beside everything below (guarded screens wait for it).
startSessionCheck(queryClient);

// The app's modules are evaluated in one task; the router starts in the next one (and with it the first
// screen's chunk and loader), and the first render comes in a task after that: three shorter tasks instead of
// one that holds the page's input for all three.
setTimeout(start, 0);
