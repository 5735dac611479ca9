import { classesMessages, lessonsMessages, type PublicClass, validationMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyClassesTab } from "../../src/features/classes/components/teacher/my-classes-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import {
  type ApiCall,
  classPage,
  json,
  makeClass,
  pngFile,
  renderRoutes,
  signedInAuth,
  stubApi,
  stubObjectUrls,
  teacher,
} from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = classesMessages;

/** An in-memory teacher classes API with paging and deletion. */
function classesApi(all: PublicClass[], options: { onDelete?: (call: ApiCall) => Response | undefined } = {}) {
  return stubApi((call) => {
    if (call.method === "GET" && call.path === `/classes/teacher/${teacher.uid}`) {
      return classPage(all, Number(call.query.get("page")), Number(call.query.get("limit")));
    }
    if (call.method === "DELETE") {
      const custom = options.onDelete?.(call);
      if (custom) return custom;
      const index = all.findIndex((item) => `/classes/${item._id}` === call.path);
      if (index >= 0) all.splice(index, 1);
      return json({ success: true, message: copy.deleted });
    }
    if (call.method === "PATCH") return json({ success: true, message: copy.updated, class: all[0] });
    if (call.path === "/images") return json({ success: true, data: { url: "https://i.ibb.co/new/cover.webp" } });
    return json({ success: false, code: "NOT_FOUND", message: "missing" }, 404);
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === "GET").map((call) => Object.fromEntries(call.query));

function renderTab() {
  return renderRoutes(
    [
      { path: "/teacher-dashboard/my-classes", element: <MyClassesTab /> },
      { path: "/teacher-dashboard/add-class", element: <p>add class page</p> },
      { path: "/teacher-dashboard/my-classes/:id", element: <p>class details page</p> },
    ],
    "/teacher-dashboard/my-classes",
  );
}

/** Answers the delete confirmation with 'Yes, delete it!'. */
async function confirmInDialog() {
  const confirmation = await screen.findByRole("dialog", { name: copy.confirmTitle });
  await userEvent.click(within(confirmation).getByRole("button", { name: copy.confirmYes }));
}

beforeEach(() => {
  auth.current = signedInAuth();
  stubObjectUrls();
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("teacher My Classes tab", () => {
  it("shows each class with its capitalised status, price, enrolled count and actions, five per page", async () => {
    const all = [
      makeClass({ title: "Approved one", status: "approved", price: 12.5, enrolledCount: 7 }),
      makeClass({ title: "Pending one", status: "pending" }),
      makeClass({ title: "Rejected one", status: "rejected" }),
    ];
    const calls = classesApi(all);
    renderTab();
    const cards = await screen.findAllByTestId("teacher-class-card");
    expect(cards).toHaveLength(3);
    expect(listCalls(calls)[0]).toEqual({ page: "1", limit: "5" });

    const approved = within(cards[0]!);
    expect(approved.getByTestId("class-status")).toHaveTextContent("Approved");
    expect(approved.getByText("$12.50")).toBeInTheDocument();
    expect(approved.getByText("7 students enrolled")).toBeInTheDocument();
    expect(approved.getByRole("link", { name: `${copy.seeDetails}: Approved one` })).toHaveAttribute(
      "href",
      `/teacher-dashboard/my-classes/${all[0]!._id}`,
    );
    expect(approved.queryByText(copy.detailsAfterApproval)).not.toBeInTheDocument();

    for (const [index, label] of [
      [1, "Pending"],
      [2, "Rejected"],
    ] as const) {
      const card = within(cards[index]!);
      expect(card.getByTestId("class-status")).toHaveTextContent(label);
      expect(card.queryByRole("link", { name: new RegExp(copy.seeDetails) })).not.toBeInTheDocument();
      expect(card.getByRole("button", { name: new RegExp(copy.seeDetails) })).toBeDisabled();
      expect(card.getByText(copy.detailsAfterApproval)).toBeInTheDocument();
    }
    // Lessons can be prepared while the class is reviewed, not once it is rejected.
    expect(
      within(cards[1]!).getByRole("link", { name: lessonsMessages.writeLessonsLabel(all[1]!.title) }),
    ).toHaveAttribute("href", `/teacher-dashboard/my-classes/${all[1]!._id}/lessons`);
    expect(within(cards[2]!).queryByRole("link", { name: /Write Lessons/ })).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Create Your First Class' leading to Add Class", async () => {
    classesApi([]);
    const { router } = renderTab();
    const link = await screen.findByRole("link", { name: copy.createFirst });
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe("/teacher-dashboard/add-class");
  });

  it("refreshes on demand and pages with the page-size select", async () => {
    const all = Array.from({ length: 12 }, (_, index) => makeClass({ title: `Paged ${index + 1}` }));
    const calls = classesApi(all);
    renderTab();
    await screen.findByText("Paged 1");
    await userEvent.click(screen.getByRole("button", { name: copy.refresh }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Paged 11")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Per page"), "10");
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "1", limit: "10" }));
  });

  it("deletes after the confirmation, then shows 'Deleted!' for 2 seconds and a toast", async () => {
    const all = [makeClass({ title: "Doomed class" }), makeClass({ title: "Kept class" })];
    const doomedId = all[0]!._id;
    const calls = classesApi(all);
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.delete}: Doomed class` }));

    const confirmation = await screen.findByRole("dialog", { name: copy.confirmTitle });
    expect(confirmation).toHaveTextContent(copy.confirmText("Doomed class"));
    expect(within(confirmation).getByRole("button", { name: copy.confirmCancel })).toHaveFocus();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirmation).getByRole("button", { name: copy.confirmYes }));

    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe(`/classes/${doomedId}`);
    const notice = await screen.findByRole("dialog", { name: copy.deletedNotice });
    expect(notice).toHaveTextContent(copy.deleted);
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.deleted);
    expect(within(notice).queryByRole("button", { name: copy.confirmYes })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: copy.deletedNotice })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.queryByText("Doomed class")).not.toBeInTheDocument());
    expect(screen.getByText("Kept class")).toBeInTheDocument();
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const all = [makeClass({ title: "Spared class" })];
    const calls = classesApi(all);
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.delete}: Spared class` }));
    const confirmation = await screen.findByRole("dialog", { name: copy.confirmTitle });
    await userEvent.click(within(confirmation).getByRole("button", { name: copy.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: copy.confirmTitle })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    expect(screen.getByText("Spared class")).toBeInTheDocument();
  });

  it("steps back to the previous page after deleting the last class on a page", async () => {
    const all = Array.from({ length: 6 }, (_, index) => makeClass({ title: `Item ${index + 1}` }));
    const calls = classesApi(all);
    renderTab();
    await screen.findByText("Item 1");
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await userEvent.click(await screen.findByRole("button", { name: `${copy.delete}: Item 6` }));
    await confirmInDialog();
    expect(await screen.findByText("Item 1")).toBeInTheDocument();
    expect(screen.getAllByTestId("teacher-class-card")).toHaveLength(5);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toEqual({ page: "1", limit: "5" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: copy.deletedNotice })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it("keeps the class and says so when deleting fails", async () => {
    const all = [makeClass({ title: "Sticky class" })];
    classesApi(all, { onDelete: () => json({ success: false, code: "INTERNAL", message: "boom" }, 500) });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.delete}: Sticky class` }));
    await confirmInDialog();
    expect(await screen.findByText(copy.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText("Sticky class")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: copy.deletedNotice })).not.toBeInTheDocument();
  });

  it("updates a class through the modal, with the update form's validation", async () => {
    const all = [makeClass({ title: "Old title", price: 10, description: "Old text" })];
    const calls = classesApi(all);
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.update}: Old title` }));
    const dialog = within(await screen.findByRole("dialog", { name: copy.updateTitle }));
    const title = dialog.getByLabelText(copy.titleLabel);
    expect(title).toHaveValue("Old title");
    expect(dialog.getByLabelText(copy.priceLabel)).toHaveValue(10);
    expect(dialog.getByRole("img", { name: copy.currentImage })).toHaveAttribute("src", all[0]!.image);

    await userEvent.clear(title);
    await userEvent.click(dialog.getByRole("button", { name: copy.removeImage }));
    await userEvent.click(dialog.getByRole("button", { name: copy.saveChanges }));
    expect(await dialog.findByText(validationMessages.titleRequired)).toBeInTheDocument();
    expect(dialog.getByText(validationMessages.classImageKeepOrUpload)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await userEvent.type(title, "New title");
    await userEvent.upload(dialog.getByLabelText(copy.imageLabel), pngFile("new.png"));
    await userEvent.click(dialog.getByRole("button", { name: copy.saveChanges }));
    expect(await screen.findByText(copy.updated)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.path).toBe(`/classes/${all[0]!._id}/content`);
    expect(patch?.body).toEqual({
      title: "New title",
      price: 10,
      category: "programming",
      description: "Old text",
      image: "https://i.ibb.co/new/cover.webp",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the current image when no new one is picked, and reports a failed update", async () => {
    const all = [makeClass({ title: "Keep image" })];
    const calls = stubApi((call) => {
      if (call.method === "GET") return classPage(all, 1, 5);
      return json({ success: false, code: "INTERNAL", message: "boom" }, 500);
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: `${copy.update}: Keep image` }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: copy.saveChanges }));
    expect(await screen.findByText(copy.updateFailedRetry)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ image: all[0]!.image });
    expect(calls.some((call) => call.path === "/images")).toBe(false);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
