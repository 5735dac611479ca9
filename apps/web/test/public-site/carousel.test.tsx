import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel, visibleIndexes } from "../../src/components/ui/carousel";
import { stubViewport } from "./support";

const items = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index + 1}`);

function renderCarousel(count: number, props: { intervalMs?: number; pauseOnHover?: boolean; perView?: number } = {}) {
  return render(
    <Carousel
      label="Test carousel"
      items={items(count)}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      intervalMs={props.intervalMs ?? 4000}
      pauseOnHover={props.pauseOnHover ?? false}
      perView={props.perView ?? "responsive"}
    />,
  );
}

/** The items on screen: slides hidden from assistive technology are off screen. */
const shownItems = () => screen.queryAllByRole("group").map((slide) => slide.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
  ])("at %i px shows %i item(s)", (width, expected) => {
    stubViewport(width);
    renderCarousel(6);
    expect(screen.getByRole("region", { name: "Test carousel" })).toHaveAttribute(
      "data-visible-count",
      String(expected),
    );
    expect(shownItems()).toHaveLength(expected);
    expect(shownItems()[0]).toBe("Item 1");
  });

  it("follows the window across a breakpoint", () => {
    const viewport = stubViewport(1280);
    renderCarousel(6);
    expect(shownItems()).toEqual(["Item 1", "Item 2", "Item 3"]);
    viewport.resize(767);
    expect(shownItems()).toEqual(["Item 1"]);
    viewport.resize(900);
    expect(shownItems()).toEqual(["Item 1", "Item 2"]);
  });

  it("wraps forwards and backwards", () => {
    stubViewport(1280);
    renderCarousel(4);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(shownItems()).toEqual(["Item 1", "Item 2", "Item 4"]);
    expect(screen.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shownItems()).toEqual(["Item 1", "Item 2", "Item 3"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  });

  it("jumps to a slide from its dot", () => {
    stubViewport(375);
    renderCarousel(3, { perView: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(shownItems()).toEqual(["Item 3"]);
  });

  it("advances once per interval and wraps at the end", () => {
    stubViewport(375);
    renderCarousel(3, { intervalMs: 5000 });
    advance(4999);
    expect(shownItems()).toEqual(["Item 1"]);
    advance(1);
    expect(shownItems()).toEqual(["Item 2"]);
    advance(5000);
    expect(shownItems()).toEqual(["Item 3"]);
    advance(5000);
    expect(shownItems()).toEqual(["Item 1"]);
  });

  it("restarts the interval after a manual move", () => {
    stubViewport(375);
    renderCarousel(3, { intervalMs: 5000 });
    advance(4000);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shownItems()).toEqual(["Item 2"]);
    advance(4999);
    expect(shownItems()).toEqual(["Item 2"]);
    advance(1);
    expect(shownItems()).toEqual(["Item 3"]);
  });

  it("pauses while the mouse is over it when asked to", () => {
    stubViewport(1280);
    renderCarousel(6, { intervalMs: 4000, pauseOnHover: true });
    const region = screen.getByRole("region", { name: "Test carousel" });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(shownItems()[0]).toBe("Item 1");
    fireEvent.mouseLeave(region);
    advance(4000);
    expect(shownItems()[0]).toBe("Item 2");
  });

  it("keeps going under the mouse when hover pause is off", () => {
    stubViewport(375);
    renderCarousel(3, { intervalMs: 5000, perView: 1 });
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Test carousel" }));
    advance(5000);
    expect(shownItems()).toEqual(["Item 2"]);
  });

  it("stops and starts again from its Pause and Play button", () => {
    stubViewport(375);
    renderCarousel(3, { intervalMs: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slides" }));
    advance(20_000);
    expect(shownItems()).toEqual(["Item 1"]);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slides" }));
    advance(5000);
    expect(shownItems()).toEqual(["Item 2"]);
  });

  it("holds still while keyboard focus is inside it", () => {
    stubViewport(375);
    renderCarousel(3, { intervalMs: 5000 });
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    advance(20_000);
    expect(shownItems()).toEqual(["Item 1"]);
    act(() => next.blur());
    advance(5000);
    expect(shownItems()).toEqual(["Item 2"]);
  });

  it("does not move by itself under prefers-reduced-motion, until the visitor presses Play", () => {
    stubViewport(375, { reducedMotion: true });
    renderCarousel(3, { intervalMs: 5000 });
    advance(30_000);
    expect(shownItems()).toEqual(["Item 1"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(shownItems()).toEqual(["Item 2"]);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slides" }));
    advance(5000);
    expect(shownItems()).toEqual(["Item 3"]);
  });

  it("gives each dot a target of at least 24 px", () => {
    stubViewport(375);
    renderCarousel(3, { perView: 1 });
    for (const dot of screen.getAllByRole("button", { name: /Go to slide/ })) {
      expect(dot.className).toMatch(/\bh-6\b/);
      expect(dot.className).toMatch(/\bmin-w-6\b/);
    }
  });

  it.each([
    [1280, 3],
    [1280, 2],
    [768, 2],
    [375, 1],
  ])("at %i px with %i item(s) shows them all without moving or controls", (width, count) => {
    stubViewport(width);
    renderCarousel(count, { intervalMs: 4000 });
    advance(60_000);
    expect(shownItems()).toEqual(items(count));
    expect(screen.queryByRole("button", { name: "Next slide" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Go to slide 1" })).not.toBeInTheDocument();
  });

  it("starts moving once the window is too narrow for all items", () => {
    const viewport = stubViewport(1280);
    renderCarousel(3, { intervalMs: 4000 });
    advance(8000);
    expect(shownItems()).toEqual(["Item 1", "Item 2", "Item 3"]);
    viewport.resize(800);
    advance(4000);
    expect(shownItems()).toEqual(["Item 2", "Item 3"]);
  });
});

describe("visibleIndexes", () => {
  it("wraps past the end", () => {
    expect(visibleIndexes(2, 3, 4)).toEqual([2, 3, 0]);
    expect(visibleIndexes(0, 3, 2)).toEqual([0, 1]);
  });
});
