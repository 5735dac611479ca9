import {
  apiMessages,
  catalogueMessages,
  classesMessages,
  MAX_BROWSE_ROWS,
  MAX_SEARCH_ROWS,
  type PublicClass,
} from "@classwise/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CataloguePage } from "../../src/features/classes/components/catalogue-page";
import { json, makeClass, renderRoutes, stubApi } from "./support";

/** A small in-memory catalogue answering GET /classes like the server does. */
function serveCatalogue(classes: PublicClass[]) {
  return stubApi((call) => {
    const page = Number(call.query.get("page"));
    const limit = Number(call.query.get("limit"));
    const term = (call.query.get("search") ?? "").toLowerCase();
    const matching = classes.filter((c) => `${c.title} ${c.teacherName}`.toLowerCase().includes(term));
    return json({
      success: true,
      classes: matching.slice((page - 1) * limit, page * limit),
      totalClasses: matching.length,
      totalPages: Math.ceil(matching.length / limit),
    });
  });
}

const catalogue = (count: number) =>
  Array.from({ length: count }, (_, i) => makeClass({ title: `Course ${String(i + 1).padStart(2, "0")}` }));

function renderCatalogue(path = "/all-classes") {
  return renderRoutes(
    [
      { path: "/all-classes", element: <CataloguePage /> },
      { path: "/all-classes/:id", element: <p>details page</p> },
    ],
    path,
  );
}

const cardTitles = () =>
  within(screen.getByRole("list", { name: "Classes" }))
    .getAllByRole("heading")
    .map((h) => h.textContent);

describe("catalogue page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts with 10 approved classes per page and the spec's footer", async () => {
    const calls = serveCatalogue(catalogue(23));
    renderCatalogue();
    expect(screen.getByRole("heading", { name: catalogueMessages.title })).toBeInTheDocument();
    expect(await screen.findByText("Course 01")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(10);
    expect(calls[0]?.query.get("status")).toBe("approved");
    expect(calls[0]?.query.get("limit")).toBe("10");
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.showing(1, 10, 23));
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.pageOf(1, 3));
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("10");
  });

  it("says 'about' for an estimated total and stops the pager where the API stops paging", async () => {
    // A long catalogue: 85,000 classes, a search the API could only estimate.
    stubApi((call) =>
      json({
        success: true,
        classes: catalogue(10),
        totalClasses: call.query.get("search") ? 4321 : 85_000,
        totalPages: call.query.get("search") ? 433 : 8500,
        ...(call.query.get("search") ? { totalIsEstimate: true } : {}),
      }),
    );
    const { router } = renderCatalogue("/all-classes?page=1000");
    await screen.findByText("Course 01");
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.pageOf(1000, 1000));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByText(apiMessages.pageTooDeep(MAX_BROWSE_ROWS))).toBeInTheDocument();

    await router.navigate("/all-classes?search=data&page=200");
    // Past the reachable pages of a search, the page comes back to the last one.
    await vi.waitFor(() => expect(router.state.location.search).toContain("page=100"));
    await vi.waitFor(() =>
      expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(
        catalogueMessages.showing(991, 1000, "about 4,321"),
      ),
    );
    expect(screen.getByText(apiMessages.searchTooDeep(MAX_SEARCH_ROWS))).toBeInTheDocument();
  });

  it("pages with the pager and keeps the page in the URL", async () => {
    serveCatalogue(catalogue(23));
    const { router } = renderCatalogue();
    await screen.findByText("Course 01");
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Course 21")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=3");
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.showing(21, 23, 23));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await router.navigate(-1);
    expect(await screen.findByText("Course 01")).toBeInTheDocument();
  });

  it("goes back to page 1 when the page size changes", async () => {
    serveCatalogue(catalogue(23));
    const { router } = renderCatalogue("/all-classes?page=2");
    expect(await screen.findByText("Course 11")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "20" } });
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles()[0]).toBe("Course 01");
    expect(new URLSearchParams(router.state.location.search).get("page")).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get("limit")).toBe("20");
  });

  it("restores page, size and search from the URL", async () => {
    const calls = serveCatalogue(catalogue(23));
    renderCatalogue("/all-classes?search=course&limit=5&page=2");
    expect(await screen.findByText("Course 06")).toBeInTheDocument();
    expect(calls[0]?.query.get("search")).toBe("course");
    expect(screen.getByRole("combobox", { name: "Search classes" })).toHaveValue("course");
    expect(screen.getByText(catalogueMessages.searching("course"))).toBeInTheDocument();
  });

  it("brings a page past the end back to the last page", async () => {
    serveCatalogue(catalogue(12));
    const { router } = renderCatalogue("/all-classes?page=9");
    expect(await screen.findByText("Course 11")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
  });

  it("searches on Enter with the term trimmed, shows the chip and clears back to page 1", async () => {
    const user = userEvent.setup();
    const classes = [...catalogue(12), makeClass({ title: "React for designers" })];
    const calls = serveCatalogue(classes);
    const { router } = renderCatalogue("/all-classes?page=2");
    await screen.findByText("Course 11");
    await user.type(screen.getByRole("combobox", { name: "Search classes" }), "  react  {Enter}");
    expect(await screen.findByText("React for designers")).toBeInTheDocument();
    expect(calls.at(-1)?.query.get("search")).toBe("react");
    expect(calls.at(-1)?.query.get("page")).toBe("1");
    expect(screen.getByText(catalogueMessages.searching("react"))).toBeInTheDocument();
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.allDisplayed);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search term" }));
    expect(await screen.findByText("Course 01")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("combobox", { name: "Search classes" })).toHaveValue("");
  });

  it("searches with the button and clears with the box's clear button", async () => {
    const user = userEvent.setup();
    serveCatalogue([...catalogue(3), makeClass({ title: "Watercolour" })]);
    renderCatalogue();
    await screen.findByText("Course 01");
    await user.type(screen.getByRole("combobox", { name: "Search classes" }), "water");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(catalogueMessages.searching("water"))).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Watercolour"]);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Course 01")).toBeInTheDocument();
    expect(screen.queryByText(catalogueMessages.searching("water"))).not.toBeInTheDocument();
  });

  it("says nothing matched, with Clear Search", async () => {
    const user = userEvent.setup();
    serveCatalogue(catalogue(3));
    renderCatalogue("/all-classes?search=zzz");
    expect(await screen.findByText(catalogueMessages.noResults("zzz"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: catalogueMessages.clearSearch }));
    expect(await screen.findByText("Course 01")).toBeInTheDocument();
  });

  it("explains an empty catalogue", async () => {
    serveCatalogue([]);
    renderCatalogue();
    expect(await screen.findByText(catalogueMessages.empty)).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.emptyHint)).toBeInTheDocument();
  });

  it("shows each card's price, teacher, enrolled count and Enroll Now link", async () => {
    const item = makeClass({ title: "Pottery", price: 19.5, teacherName: "Ana Lima", enrolledCount: 12 });
    serveCatalogue([item]);
    renderCatalogue();
    const card = (await screen.findByText("Pottery")).closest("article") as HTMLElement;
    expect(within(card).getByText("$19.50")).toBeInTheDocument();
    expect(within(card).getByText(catalogueMessages.by("Ana Lima"))).toBeInTheDocument();
    expect(within(card).getByText(/12 students enrolled/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Enroll Now/ })).toHaveAttribute("href", `/all-classes/${item._id}`);
    expect(screen.getByTestId("catalogue-summary")).toHaveTextContent(catalogueMessages.showing(1, 1, 1));
  });

  it("asks for the first card's picture at once and the others' once the page has painted", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    serveCatalogue(catalogue(3));
    renderCatalogue();
    await screen.findByText("Course 01");
    const pictures = () =>
      [...screen.getByRole("list", { name: "Classes" }).querySelectorAll("img")].map((img) => img.getAttribute("src"));
    const [first, ...others] = pictures();
    expect(first).toBeTruthy();
    expect(others).toEqual([null, null]);
    // The frame paints; the pictures are asked for in a task after it.
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
    });
    await waitFor(() => expect(pictures().every(Boolean)).toBe(true));
  });

  it("refreshes on demand", async () => {
    const calls = serveCatalogue(catalogue(2));
    renderCatalogue();
    await screen.findByText("Course 01");
    fireEvent.click(screen.getByRole("button", { name: catalogueMessages.refresh }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it("reports a failed load", async () => {
    stubApi(() => json({ success: false, message: "down", code: "INTERNAL" }, 500));
    renderCatalogue();
    expect(await screen.findByText(classesMessages.loadFailed, { selector: "p" })).toBeInTheDocument();
  });
});
