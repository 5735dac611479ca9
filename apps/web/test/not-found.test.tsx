import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "../src/app/routes/not-found";

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home page</p> },
      { path: "/previous", element: <p>previous page</p> },
      { path: "*", element: <NotFoundPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("not-found page", () => {
  it("shows 404 and goes back in history", async () => {
    renderAt(["/previous", "/missing"]);
    expect(screen.getByText("404")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(await screen.findByText("previous page")).toBeInTheDocument();
  });

  it("links back to home", async () => {
    renderAt(["/missing"]);
    await userEvent.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
  });
});
