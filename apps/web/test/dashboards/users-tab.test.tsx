import { adminMessages, guardsMessages, type User } from "@classwise/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsersTab } from "../../src/features/users/components/users-tab";
import { type ApiCall, createTestQueryClient, json, makeUser, Providers, stubApi } from "./support";

/** A small in-memory users API: paging, trimmed case-insensitive search, role changes. */
function usersApi(users: User[], options: { patch?: (call: ApiCall) => Promise<Response> | Response } = {}) {
  return stubApi((call) => {
    if (call.method === "GET" && call.path === "/users") {
      const page = Number(call.query.get("page"));
      const limit = Number(call.query.get("limit"));
      const search = call.query.get("search")?.toLowerCase();
      const matching = search
        ? users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search))
        : users;
      return json({
        success: true,
        users: matching.slice((page - 1) * limit, page * limit),
        totalUsers: matching.length,
        totalPages: Math.ceil(matching.length / limit),
      });
    }
    if (call.method === "PATCH" && call.path.startsWith("/users/")) {
      if (options.patch) return options.patch(call);
      const target = users.find((user) => `/users/${user.uid}` === call.path);
      if (target) target.role = (call.body as { role: string }).role;
      return json({ success: true });
    }
    return json({ success: false, code: "NOT_FOUND", message: "missing" }, 404);
  });
}

function listCalls(calls: ApiCall[]) {
  return calls
    .filter((call) => call.method === "GET" && call.path === "/users")
    .map((call) => Object.fromEntries(call.query));
}

function renderTab() {
  render(
    <Providers client={createTestQueryClient()}>
      <UsersTab />
    </Providers>,
  );
}

function manyUsers(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeUser({ name: `Member ${String(index + 1).padStart(2, "0")}` }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function confirmMakeAdmin() {
  const dialog = await screen.findByRole("dialog", { name: adminMessages.confirmMakeAdminTitle });
  await userEvent.click(within(dialog).getByRole("button", { name: adminMessages.confirmMakeAdmin }));
}

describe("admin Users tab", () => {
  it("lists users with role badges, Make Admin for non-admins and 'Already Admin' for admins", async () => {
    usersApi([
      makeUser({ name: "Alice Admin", role: "admin" }),
      makeUser({ name: "Tina Teacher", role: "teacher" }),
      makeUser({ name: "Sam Student", role: "student" }),
    ]);
    renderTab();
    const rows = await screen.findAllByTestId("user-row");
    expect(rows).toHaveLength(3);
    const [admin, teacher, student] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(admin).getByText(adminMessages.alreadyAdmin)).toBeInTheDocument();
    expect(within(admin).queryByRole("button", { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(within(teacher).getByText("Teacher")).toBeInTheDocument();
    expect(within(teacher).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
    expect(within(student).getByText("Student")).toBeInTheDocument();
    expect(within(student).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
  });

  it("starts at page 1 with 5 per page", async () => {
    const calls = usersApi(manyUsers(7));
    renderTab();
    expect(await screen.findAllByTestId("user-row")).toHaveLength(5);
    expect(listCalls(calls)).toEqual([{ page: "1", limit: "5" }]);
  });

  it("does not send an empty or blank search", async () => {
    const calls = usersApi(manyUsers(3));
    renderTab();
    await screen.findAllByTestId("user-row");
    const box = screen.getByPlaceholderText(adminMessages.searchPlaceholder);
    await userEvent.type(box, "   {Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(listCalls(calls)).toEqual([{ page: "1", limit: "5" }]);
  });

  it("ignores a blank submit while a search is active", async () => {
    const calls = usersApi([makeUser({ name: "Kept Result" }), makeUser({ name: "Hidden Person" })]);
    renderTab();
    await screen.findAllByTestId("user-row");
    const box = screen.getByPlaceholderText(adminMessages.searchPlaceholder);
    await userEvent.type(box, "kept{Enter}");
    await vi.waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(1));
    await userEvent.clear(box);
    await userEvent.type(box, "  {Enter}");
    expect(screen.getAllByTestId("user-row")).toHaveLength(1);
    expect(screen.queryByText("Hidden Person")).not.toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      { page: "1", limit: "5" },
      { page: "1", limit: "5", search: "kept" },
    ]);
  });

  it("sends the trimmed term on Enter and on the button, from page 1", async () => {
    const users = [...manyUsers(8), makeUser({ name: "Zed Unique" })];
    const calls = usersApi(users);
    renderTab();
    await screen.findAllByTestId("user-row");
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "2", limit: "5" }));
    const box = screen.getByPlaceholderText(adminMessages.searchPlaceholder);
    await userEvent.type(box, "  zed  {Enter}");
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "1", limit: "5", search: "zed" }));
    expect(await screen.findByText("Zed Unique")).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, " member ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "1", limit: "5", search: "member" }));
  });

  it("Clear Search empties the box and shows page 1 of the whole list", async () => {
    const others = [
      makeUser({ name: "Other One" }),
      makeUser({ name: "Other Two" }),
      makeUser({ name: "Other Three" }),
    ];
    const calls = usersApi([...others, ...manyUsers(12)]);
    renderTab();
    await screen.findAllByTestId("user-row");
    const box = screen.getByPlaceholderText(adminMessages.searchPlaceholder);
    await userEvent.type(box, "member{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "2", limit: "5", search: "member" }));
    expect(await screen.findByText("Showing 6 to 10 of 12")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: adminMessages.clearSearch }));
    expect(await screen.findByText("Showing 1 to 5 of 15")).toBeInTheDocument();
    expect(screen.getByText("Other One")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(box).toHaveValue("");
    expect(screen.queryByRole("button", { name: adminMessages.clearSearch })).not.toBeInTheDocument();
    expect(listCalls(calls).every((query) => query.search === undefined || query.search === "member")).toBe(true);
  });

  it("says nobody matches a search that finds nobody", async () => {
    usersApi(manyUsers(2));
    renderTab();
    await screen.findAllByTestId("user-row");
    await userEvent.type(screen.getByPlaceholderText(adminMessages.searchPlaceholder), "nobody-here{Enter}");
    expect(await screen.findByText(adminMessages.noUsersFor("nobody-here"))).toBeInTheDocument();
  });

  it("changing the page size returns to page 1 with the new limit", async () => {
    const calls = usersApi(manyUsers(23));
    renderTab();
    await screen.findAllByTestId("user-row");
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "3", limit: "5" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["5", "10", "15", "20"]);
    await userEvent.selectOptions(screen.getByRole("combobox"), "10");
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "1", limit: "10" }));
    expect(await screen.findAllByTestId("user-row")).toHaveLength(10);
  });

  it("keeps page changes within 1 and the last page", async () => {
    const calls = usersApi(manyUsers(7));
    renderTab();
    await screen.findAllByTestId("user-row");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: "2", limit: "5" }));
    expect(await screen.findByRole("button", { name: "Next" })).toBeDisabled();
    expect(listCalls(calls).map((query) => query.page)).toEqual(["1", "2"]);
  });

  it("makes a user admin: that row is busy while the call runs, then a toast and 'Already Admin'", async () => {
    const alice = makeUser({ name: "Alice Adams" });
    const bob = makeUser({ name: "Bob Brown" });
    const users = [alice, bob];
    let release: () => void = () => {};
    const calls = usersApi(users, {
      patch: (call) =>
        new Promise<Response>((resolve) => {
          release = () => {
            alice.role = "admin";
            resolve(json({ success: true }));
          };
          expect(call.body).toEqual({ role: "admin" });
        }),
    });
    renderTab();
    const [aliceRow, bobRow] = (await screen.findAllByTestId("user-row")) as [HTMLElement, HTMLElement];
    await userEvent.click(within(aliceRow).getByRole("button", { name: /Make Admin/ }));
    await confirmMakeAdmin();
    const busyButton = within(aliceRow).getByRole("button", { name: /Make Admin/ });
    expect(busyButton).toBeDisabled();
    expect(within(aliceRow).getByTestId("make-admin-spinner")).toBeInTheDocument();
    expect(within(bobRow).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.path)).toEqual([`/users/${alice.uid}`]);
    release();
    expect(await screen.findByText(adminMessages.madeAdmin("Alice Adams"))).toBeInTheDocument();
    expect(await within(aliceRow).findByText(adminMessages.alreadyAdmin)).toBeInTheDocument();
    expect(within(bobRow).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
  });

  it("asks before Make Admin: Cancel (focused first) and Escape change nothing", async () => {
    const dave = makeUser({ name: "Dave Diaz" });
    const calls = usersApi([dave], { patch: () => json({ success: true }) });
    renderTab();
    const row = (await screen.findAllByTestId("user-row"))[0] as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: /Make Admin/ }));
    const dialog = screen.getByRole("dialog", { name: adminMessages.confirmMakeAdminTitle });
    expect(dialog).toHaveTextContent(adminMessages.confirmMakeAdminText("Dave Diaz"));
    expect(within(dialog).getByRole("button", { name: adminMessages.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: adminMessages.cancel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: /Make Admin/ }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("says so when making admin fails and leaves the button usable", async () => {
    const carol = makeUser({ name: "Carol Cruz" });
    usersApi([carol], { patch: () => json({ success: false, code: "INTERNAL", message: "down" }, 500) });
    renderTab();
    const row = (await screen.findAllByTestId("user-row"))[0] as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: /Make Admin/ }));
    await confirmMakeAdmin();
    expect(await screen.findByText(adminMessages.makeAdminFailed)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
    expect(within(row).queryByText(adminMessages.alreadyAdmin)).not.toBeInTheDocument();
  });

  it("reports a failed load with 'Failed to load users' and retries on Try Again", async () => {
    const calls = stubApi(() => json({ success: false, code: "INTERNAL", message: "down" }, 500));
    renderTab();
    await waitFor(() => expect(screen.getAllByText(adminMessages.loadUsersFailed)).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: guardsMessages.tryAgain }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it("reports success:false with 'Failed to fetch users'", async () => {
    stubApi(() => json({ success: false, message: "nope" }));
    renderTab();
    await waitFor(() => expect(screen.getAllByText(adminMessages.fetchUsersFailed)).toHaveLength(2));
  });

  it("shows a table on wide screens", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query === "(min-width: 1024px)",
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    usersApi([makeUser({ name: "Wide Screen", role: "teacher" })]);
    renderTab();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["User", "Email", "Role", "Joined", "Action"]);
    expect(within(table).getByText("Wide Screen")).toBeInTheDocument();
  });
});
