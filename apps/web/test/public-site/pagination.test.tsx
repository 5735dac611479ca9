import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageWindow } from "../../src/components/ui/pagination";

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [6, 10, [4, 5, 6, 7, 8]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])("page %i of %i shows %j", (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it("keeps an out-of-range page inside the window", () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("takes another window size", () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 10, 1)).toEqual([1]);
  });
});

describe("Pagination", () => {
  it("is hidden with one page or none", () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the current page and never asks for a page outside 1..total", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={7} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getAllByRole("button", { name: /^Page / })).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 1" }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={7} totalPages={7} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent)).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onChange).toHaveBeenLastCalledWith(6);
  });
});
