import { BREAKPOINTS, uiMessages } from "@classwise/shared";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMediaQuery } from "../../lib/use-media-query";
import { useAfterNextPaint } from "./render-later";
import { StrokeIcon } from "./stroke-icon";

/** product §4: one item under 768 px, two under 1024 px, else three. */
export function visibleCountFor(isMedium: boolean, isLarge: boolean): number {
  if (isLarge) return 3;
  if (isMedium) return 2;
  return 1;
}

/** How many items fit at the current viewport width (by the same media queries as the CSS). */
export function useResponsiveVisibleCount(): number {
  const isMedium = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const isLarge = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  return visibleCountFor(isMedium, isLarge);
}

/** Positions of the items on screen when the first visible one is `index`: the list wraps both ways. */
export function visibleIndexes(index: number, visible: number, count: number): number[] {
  const shown = Math.min(visible, count);
  return Array.from({ length: shown }, (_, offset) => (index + offset) % count);
}

/**
 * Embla, the engine that moves the track (swipe, drag, animation), loaded only once `wanted`: a page shows its
 * carousels' first items without it, and most visitors never move one before it is needed. Answers the ref for
 * the viewport and the running engine (undefined until then).
 */
function useCarouselEngine(options: EmblaOptionsType, wanted: boolean) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const [create, setCreate] = useState<typeof import("embla-carousel").default>();
  useEffect(() => {
    if (!wanted || create) return;
    let live = true;
    void import("embla-carousel").then((module) => {
      if (live) setCreate(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [wanted, create]);
  useEffect(() => {
    if (!create || !viewport) return;
    const instance = create(viewport, options);
    setEngine(instance);
    return () => {
      instance.destroy();
      setEngine(undefined);
    };
  }, [create, viewport, options]);
  return [setViewport, engine] as const;
}

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  /** Accessible name of the carousel region. */
  label: string;
  /**
   * Auto-advance period; it only runs while there are more items than fit on screen (product §4), never under
   * `prefers-reduced-motion`, and stops while focus is inside or the visitor pressed Pause (WCAG 2.2.2).
   */
  intervalMs: number;
  pauseOnHover?: boolean;
  /** "responsive" shows 1 / 2 / 3 items by width (product §4); a number fixes it (the hero shows one slide). */
  perView?: "responsive" | number;
  /** Arrows over the slides (hero) or under them (item carousels). */
  controls?: "overlay" | "below";
  /** Space between items; off for full-bleed slides. */
  gutter?: boolean;
  className?: string;
}

/**
 * The one carousel of the product. Embla moves the track (swipe, drag, animation); which item comes first
 * and the auto-advance timer live here, so the spec's rules hold whatever the layout engine reports.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  intervalMs,
  pauseOnHover = false,
  perView = "responsive",
  controls = "below",
  gutter = true,
  className = "",
}: CarouselProps<T>) {
  const responsiveCount = useResponsiveVisibleCount();
  const visible = perView === "responsive" ? responsiveCount : perView;
  const count = items.length;
  const canScroll = count > visible;
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;

  const options = useMemo(
    () => ({ loop: canScroll, align: "start" as const, active: canScroll, slidesToScroll: 1 }),
    [canScroll],
  );
  // The engine loads when the visitor reaches for the carousel (pointer, touch, focus) or at its first move;
  // that first move then slides from where it started once the engine is in. Embla measures the page when it starts: it starts after the first paint, in a task
  // of its own, instead of forcing a layout inside the render that mounted it. Which slide shows is this
  // component's own meanwhile; a move made before the engine runs is where it starts.
  const swipeable = useAfterNextPaint();
  const [engineWanted, setEngineWanted] = useState(false);
  const wantEngine = useCallback(() => setEngineWanted(true), []);
  const [viewportRef, embla] = useCarouselEngine(options, swipeable && engineWanted && canScroll);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Reduced motion starts the carousel stopped; the Play button still lets the visitor start it.
  const [playing, setPlaying] = useState(!reducedMotion);
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);
  const dragging = useRef(false);

  // The list can shrink under the current position (a refetch, a wider screen).
  const current = canScroll ? index % count : 0;

  const currentRef = useRef(current);
  currentRef.current = current;
  // The item shown when a move came before the engine: the engine starts there and slides to the current one.
  const startedFrom = useRef<number | undefined>(undefined);

  // A swipe or drag moves Embla first: follow it. Programmatic moves are already reflected in `index`.
  // After a re-measure (resize, new items) Embla is put back on the current item.
  useEffect(() => {
    if (!embla) return;
    const onReInit = (api: EmblaCarouselType) => {
      if (startedFrom.current !== undefined) {
        api.scrollTo(startedFrom.current, true);
        startedFrom.current = undefined;
        if (api.selectedScrollSnap() !== currentRef.current) api.scrollTo(currentRef.current, reducedMotionRef.current);
        return;
      }
      if (api.selectedScrollSnap() !== currentRef.current) api.scrollTo(currentRef.current, true);
    };
    const onPointerDown = () => {
      dragging.current = true;
    };
    const onSelect = (api: EmblaCarouselType) => {
      if (dragging.current) setIndex(api.selectedScrollSnap());
    };
    const onSettle = () => {
      dragging.current = false;
    };
    // A move made before Embla started (see `swipeable`) is where it starts.
    onReInit(embla);
    embla.on("pointerDown", onPointerDown).on("select", onSelect).on("settle", onSettle).on("reInit", onReInit);
    return () => {
      embla.off("pointerDown", onPointerDown).off("select", onSelect).off("settle", onSettle).off("reInit", onReInit);
    };
  }, [embla]);

  // Read at the time of a move: Embla starting (after the first paint) must not restart the auto-advance timer.
  const emblaRef = useRef(embla);
  emblaRef.current = embla;
  const goTo = useCallback(
    (target: number, direction?: "next" | "prev") => {
      if (!canScroll) return;
      const next = ((target % count) + count) % count;
      const engine = emblaRef.current;
      if (!engine) {
        startedFrom.current ??= currentRef.current;
        setEngineWanted(true);
      }
      setIndex(next);
      if (!engine) return;
      if (direction === "next") engine.scrollNext(reducedMotion);
      else if (direction === "prev") engine.scrollPrev(reducedMotion);
      else engine.scrollTo(next, reducedMotion);
    },
    [canScroll, count, reducedMotion],
  );
  const goNext = useCallback(() => goTo(current + 1, "next"), [goTo, current]);
  const goPrev = useCallback(() => goTo(current - 1, "prev"), [goTo, current]);

  // Restarted after every move, so a click never lands right before an automatic step.
  const paused = !playing || focusInside || (pauseOnHover && hovered);
  const hasTimer = canScroll && intervalMs > 0;
  useEffect(() => {
    if (!canScroll || paused || intervalMs <= 0) return;
    const timer = window.setTimeout(goNext, intervalMs);
    return () => window.clearTimeout(timer);
  }, [canScroll, paused, intervalMs, goNext]);

  const shown = new Set(visibleIndexes(current, visible, count));
  const basis = `${100 / visible}%`;

  const arrowClass =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white/90 text-slate-800 shadow-md backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-800";

  const prevButton = (
    <button type="button" aria-label={uiMessages.previousSlide} onClick={goPrev} className={arrowClass}>
      <Chevron direction="left" />
    </button>
  );
  const nextButton = (
    <button type="button" aria-label={uiMessages.nextSlide} onClick={goNext} className={arrowClass}>
      <Chevron direction="right" />
    </button>
  );
  const overlay = controls === "overlay";
  const dotClass = (isCurrent: boolean) => {
    if (overlay) return isCurrent ? "w-7 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90";
    return isCurrent
      ? "w-7 bg-brand-600 dark:bg-brand-500"
      : "w-2.5 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500 dark:group-hover:bg-slate-400";
  };
  // Each dot is drawn small inside a 24 px target (WCAG 2.5.8 target size).
  const dots = (
    <div className="flex items-center">
      {items.map((item, dotIndex) => (
        <button
          key={getKey(item, dotIndex)}
          type="button"
          aria-label={`Go to slide ${dotIndex + 1}`}
          aria-current={dotIndex === current ? "true" : undefined}
          onClick={() => goTo(dotIndex)}
          className="group flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${dotClass(dotIndex === current)}`}
          />
        </button>
      ))}
    </div>
  );
  const playButton = hasTimer && (
    <button
      type="button"
      onClick={() => setPlaying((value) => !value)}
      aria-label={playing ? "Pause automatic slides" : "Play automatic slides"}
      className={arrowClass}
    >
      <PlayPauseIcon playing={playing} />
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-visible-count={visible}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerEnter={wantEngine}
      onTouchStart={wantEngine}
      onFocus={() => {
        setFocusInside(true);
        wantEngine();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {/* Announce slide changes only while they are the visitor's own doing (WAI-ARIA carousel pattern). */}
      <div
        ref={swipeable ? viewportRef : undefined}
        className="overflow-hidden"
        aria-live={hasTimer && !paused ? "off" : "polite"}
      >
        <div className={`flex touch-pan-y ${gutter ? "-ml-4" : ""} ${canScroll ? "" : "justify-center"}`}>
          {items.map((item, itemIndex) => {
            const isShown = shown.has(itemIndex);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
              <div
                key={getKey(item, itemIndex)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${count}`}
                aria-hidden={!isShown}
                inert={!isShown}
                className={`min-w-0 shrink-0 grow-0 ${gutter ? "pl-4" : ""}`}
                style={{ flexBasis: basis }}
              >
                {renderItem(item, itemIndex)}
              </div>
            );
          })}
        </div>
      </div>

      {canScroll && overlay && (
        // Arrows sit beside the dots on narrow screens, so they never cover the slide's text.
        <>
          <div className="absolute bottom-3 left-3 md:bottom-auto md:left-5 md:top-1/2 md:-translate-y-1/2">
            {prevButton}
          </div>
          <div className="absolute bottom-3 right-3 md:bottom-auto md:right-5 md:top-1/2 md:-translate-y-1/2">
            {nextButton}
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-5 flex items-center justify-center gap-2 md:bottom-4 [&_button]:pointer-events-auto">
            {dots}
            {playButton}
          </div>
        </>
      )}

      {canScroll && !overlay && (
        <div className="mt-6 flex items-center justify-center gap-3">
          {prevButton}
          {dots}
          {nextButton}
          {playButton}
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return <StrokeIcon d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"} strokeWidth={2.2} />;
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
    </svg>
  );
}
