import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RenderLater, useAfterNextPaint } from "../../src/components/ui/render-later";

function Parts() {
  return (
    <>
      <RenderLater placeholder={<p>first waits</p>}>
        <p>first part</p>
      </RenderLater>
      <RenderLater placeholder={<p>second waits</p>}>
        <p>second part</p>
      </RenderLater>
    </>
  );
}

const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe("RenderLater", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById("root")?.remove();
  });

  it("renders its content at once on any render but the first one over prerendered markup", () => {
    render(<Parts />);
    expect(screen.getByText("first part")).toBeInTheDocument();
    expect(screen.getByText("second part")).toBeInTheDocument();
  });

  it("over prerendered markup, renders each part in a task of its own, in order", async () => {
    // What main.tsx renders into: the prerendered page's #root, inert until the app has taken it over.
    const root = document.createElement("div");
    root.id = "root";
    root.setAttribute("inert", "");
    document.body.append(root);
    render(<Parts />, { container: root });
    expect(screen.getByText("first waits")).toBeInTheDocument();
    expect(screen.getByText("second waits")).toBeInTheDocument();
    root.removeAttribute("inert");

    await nextTask();
    expect(screen.getByText("first part")).toBeInTheDocument();
    expect(screen.getByText("second waits")).toBeInTheDocument();
    await nextTask();
    expect(screen.getByText("second part")).toBeInTheDocument();
    expect(screen.queryByText(/waits/)).not.toBeInTheDocument();
  });
});

describe("useAfterNextPaint", () => {
  function Probe() {
    return <p>{useAfterNextPaint() ? "painted" : "not yet"}</p>;
  }

  it("turns true in a task after the next frame", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      render(<Probe />);
      expect(screen.getByText("not yet")).toBeInTheDocument();
      await act(() => vi.runAllTimers());
      expect(screen.getByText("not yet")).toBeInTheDocument();
      act(() => frames.shift()?.(0));
      expect(screen.getByText("not yet")).toBeInTheDocument();
      await act(() => vi.runAllTimers());
      expect(screen.getByText("painted")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("is true at once when told not to wait", () => {
    function Eager() {
      return <p>{useAfterNextPaint(false) ? "painted" : "not yet"}</p>;
    }
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    try {
      render(<Eager />);
      expect(screen.getByText("painted")).toBeInTheDocument();
      expect(frames).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
