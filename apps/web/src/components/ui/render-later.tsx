import { type ReactNode, useEffect, useState } from "react";

/**
 * Parts of a page that render in tasks of their own, one after another, after the page around them: how the
 * prerendered home page (decision 28) becomes the app without one long task that blocks input. Only the first
 * render over prerendered markup waits (and the build's render, which must match it); a page reached from
 * another one renders everything at once.
 */
const waiting: Array<() => void> = [];
let draining = false;

function renderNext() {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  // The state change renders before this task ends; the next part waits for a task of its own.
  next();
  setTimeout(renderNext, 0);
}

function renderInItsOwnTask(run: () => void) {
  waiting.push(run);
  if (draining) return;
  draining = true;
  setTimeout(renderNext, 0);
}

/** True at build time and while the app renders over the prerendered markup (main.tsx lifts `inert` after). */
function overPrerenderedMarkup() {
  return typeof document === "undefined" || document.getElementById("root")?.hasAttribute("inert") === true;
}

/**
 * False on the first render over prerendered markup (and in the build's render, which must match it); true
 * from a task of its own after that, one such task per caller in the order they asked. True at once on any
 * other render.
 */
function useRenderedLater(): boolean {
  const [ready, setReady] = useState(() => !overPrerenderedMarkup());
  useEffect(() => {
    if (ready) return;
    let current = true;
    renderInItsOwnTask(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

/**
 * `children`, except on the first render over prerendered markup, where `placeholder` stands in (the same
 * markup the build wrote, so nothing is replaced) until a task of its own renders `children`.
 */
export function RenderLater({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useRenderedLater() ? children : placeholder;
}

/**
 * False until the browser has painted once since the caller mounted, then true (from a task of its own): for
 * work that measures the page, so that it reads the layout the paint has just made instead of forcing a new one
 * inside the task that rendered, and for requests the first screen does without. With `wait` false, true at
 * once.
 */
export function useAfterNextPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
