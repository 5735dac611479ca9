import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Drawer } from "../../src/components/ui/drawer";

/** A drawer whose list arrives after it opened, as the lesson player's outline does on a slow connection. */
function Harness({ loaded }: { loaded: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Course content
      </button>
      <Drawer open={open} title="Outline" closeLabel="Close outline" onClose={() => setOpen(false)}>
        {loaded ? (
          <ul>
            <li>
              <a href="#one">One</a>
            </li>
            <li>
              <a href="#two" data-autofocus>
                Two
              </a>
            </li>
          </ul>
        ) : (
          <p>Loading…</p>
        )}
      </Drawer>
    </>
  );
}

describe("drawer focus", () => {
  it("focuses the marked item at once when it is there, and gives focus back to the opener on Escape", async () => {
    const user = userEvent.setup();
    render(<Harness loaded />);
    const opener = screen.getByRole("button", { name: "Course content" });
    await user.click(opener);
    expect(screen.getByRole("link", { name: "Two" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("moves focus from the close button to the marked item when the content arrives after the drawer opened", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness loaded={false} />);
    await user.click(screen.getByRole("button", { name: "Course content" }));
    expect(screen.getByRole("button", { name: "Close outline" })).toHaveFocus();
    rerender(<Harness loaded />);
    // the observer's callback runs as a microtask after the change
    await act(async () => undefined);
    expect(screen.getByRole("link", { name: "Two" })).toHaveFocus();
  });

  it("leaves focus where the user moved it while the content was loading", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness loaded={false} />);
    await user.click(screen.getByRole("button", { name: "Course content" }));
    const dialog = screen.getByRole("dialog", { name: "Outline" });
    dialog.tabIndex = -1;
    dialog.focus();
    rerender(<Harness loaded />);
    await act(async () => undefined);
    expect(dialog).toHaveFocus();
    expect(screen.getByRole("link", { name: "Two" })).not.toHaveFocus();
  });
});
