import { renderHook } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assignmentStatus } from "../../src/features/assignments/lib/assignment-status";
import { useDeadlineClock } from "../../src/features/assignments/lib/use-deadline-clock";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../src/lib/date-time";

const NOW = Date.parse("2025-06-01T12:00:00.000Z");

describe("assignmentStatus (product §4)", () => {
  it("is Submitted whenever a submission exists, before or after the deadline", () => {
    expect(assignmentStatus("2025-06-02T00:00:00.000Z", true, NOW)).toBe("submitted");
    expect(assignmentStatus("2025-05-01T00:00:00.000Z", true, NOW)).toBe("submitted");
  });

  it("is Graded once the teacher graded the submission, whatever the deadline", () => {
    expect(assignmentStatus("2025-06-02T00:00:00.000Z", true, NOW, true)).toBe("graded");
    expect(assignmentStatus("2025-05-01T00:00:00.000Z", true, NOW, true)).toBe("graded");
  });

  it("is Missed from the deadline on without a submission, Pending before it", () => {
    expect(assignmentStatus("2025-06-01T12:00:00.001Z", false, NOW)).toBe("pending");
    expect(assignmentStatus("2025-06-01T12:00:00.000Z", false, NOW)).toBe("missed");
    expect(assignmentStatus("2025-06-01T11:59:59.999Z", false, NOW)).toBe("missed");
  });
});

describe("useDeadlineClock", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks once just after the next deadline, not before", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const { result } = renderHook(() => useDeadlineClock(["2025-06-01T12:00:10.000Z", "2025-06-01T13:00:00.000Z"]));
    expect(result.current).toBe(NOW);
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(NOW);
    act(() => vi.advanceTimersByTime(1_100));
    expect(result.current).toBeGreaterThan(Date.parse("2025-06-01T12:00:10.000Z"));
  });

  it("waits quietly for a deadline months away (no timer storm past setTimeout's limit)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    let renders = 0;
    renderHook(() => {
      renders++;
      return useDeadlineClock(["2026-01-01T00:00:00.000Z"]);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(renders).toBe(1);
  });
});

describe("datetime-local helpers", () => {
  it("round-trip a local picker value through the ISO instant the API expects", () => {
    const value = "2030-03-14T17:05";
    const iso = dateTimeLocalToIso(value);
    expect(iso).toBe(new Date(2030, 2, 14, 17, 5).toISOString());
    expect(toDateTimeLocalValue(new Date(iso as string))).toBe(value);
    expect(dateTimeLocalToIso("")).toBeNull();
    expect(dateTimeLocalToIso("tomorrow")).toBeNull();
  });
});
