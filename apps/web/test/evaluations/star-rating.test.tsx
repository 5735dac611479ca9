import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { StarRatingInput } from "../../src/components/ui/star-rating";

function Picker({ onChange = () => {}, initial = 0 }: { onChange?: (value: number) => void; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">before</button>
      <p id="rating-label">Rating</p>
      <StarRatingInput
        value={value}
        labelledBy="rating-label"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const star = (n: number) => screen.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
const checked = () => screen.getAllByRole("radio").findIndex((radio) => (radio as HTMLInputElement).checked) + 1;

describe("StarRatingInput", () => {
  it("is a labelled group of five radios with nothing chosen at first", () => {
    render(<Picker />);
    expect(screen.getByRole("group", { name: "Rating" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    expect(checked()).toBe(0);
  });

  it("chooses a rating by click", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(star(3));
    expect(checked()).toBe(3);
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it("works from the keyboard: arrows move without wrapping, Home and End jump, digits choose", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(checked()).toBe(1);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(checked()).toBe(3);
    expect(star(3)).toHaveFocus();
    await user.keyboard("{End}");
    expect(checked()).toBe(5);
    await user.keyboard("{ArrowRight}");
    expect(checked()).toBe(5);
    await user.keyboard("{Home}");
    expect(checked()).toBe(1);
    await user.keyboard("{ArrowLeft}");
    expect(checked()).toBe(1);
    await user.keyboard("4");
    expect(checked()).toBe(4);
    expect(star(4)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(checked()).toBe(3);
  });

  it("is one Tab stop: the chosen star, then on to the next control", async () => {
    const user = userEvent.setup();
    render(<Picker initial={2} />);
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(star(2)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "after" })).toHaveFocus();
  });
});
