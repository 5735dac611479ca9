// First: zod's settings must be in place before any module builds a schema.
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { router } from "./app/router";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("missing #root element");
const container = root;
const mount = () => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  container.removeAttribute("inert");
};
// The home page comes with its first screen already in #root, inert (apps/web/scripts/prerender.mjs). The app
// renders over it once the route's screen has loaded, rather than swapping it for the loading spinner
// meanwhile, and then lets it take clicks and keys.
if (container.firstElementChild && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
} else {
  mount();
}
