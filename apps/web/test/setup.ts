import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// The files run one after another in one jsdom page (`isolate: false` in vite.config.ts), and this file runs
// before each of them. Each file starts on the app's modules evaluated afresh, so its vi.mock reaches every
// module that imports the mocked one (not a copy bound to an earlier file's mock), and ends leaving a blank
// page: no stubbed global, fake clock, title, storage or attribute carries into the next file.
vi.resetModules();
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.title = "";
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

afterEach(() => cleanup());

// Screens load through stubbed calls and React's scheduling. Beside the end-to-end suite on two busy cores one
// missed Testing Library's default wait of a second (a run of 2026-11-27), so findBy and waitFor wait up to
// five; a passing test takes no longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the observers Embla (the carousel) watches its slides with; nothing is ever observed here.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

// jsdom has the <dialog> element but not its modal methods: showing it is setting `open`, as a browser does.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
