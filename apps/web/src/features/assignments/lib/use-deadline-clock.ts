import { useEffect, useState } from "react";

// setTimeout cannot wait longer than about 24.8 days; later deadlines are re-checked when this elapses.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * The current time, refreshed when the next of `deadlines` passes: a pending assignment turns Missed (and its
 * form goes away) at its deadline while the page stays open, without re-rendering every second.
 */
export function useDeadlineClock(deadlines: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = deadlines.join("|");

  useEffect(() => {
    const upcoming = key
      .split("|")
      .map((value) => Date.parse(value))
      .filter((time) => Number.isFinite(time) && time > now);
    if (upcoming.length === 0) return;
    // A little past the deadline, so that the status computed then is already Missed.
    const wait = Math.min(Math.min(...upcoming) - now + 50, MAX_TIMEOUT);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [key, now]);

  return now;
}
