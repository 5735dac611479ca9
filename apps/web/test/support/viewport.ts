import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A viewport of `width` px for min-width and max-width media queries (jsdom has no matchMedia).
 * `resize` changes the width and notifies the listeners, as a browser does when the window is resized.
 */
export function stubViewport(initialWidth: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    if (max) return width <= Number(max[1]);
    if (/prefers-reduced-motion:\s*reduce/.test(query)) return reducedMotion;
    return false;
  };
  vi.stubGlobal("matchMedia", (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      act(() => {
        width = next;
        for (const entry of lists) {
          const matches = evaluate(entry.query);
          if (matches !== entry.matches) {
            entry.matches = matches;
            for (const listener of entry.listeners) listener();
          }
        }
      });
    },
  };
}
