import { bulkEnrolmentMessages, type EnrolmentImport } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnrolFromCsvButton } from "../../src/components/enrolment-import/enrol-from-csv";
import { json, stubApi } from "../support/api";
import { renderRoutes } from "../support/render";

const copy = bulkEnrolmentMessages;

afterEach(() => {
  vi.unstubAllGlobals();
});

function importOf(overrides: Partial<EnrolmentImport>): EnrolmentImport {
  return {
    _id: "import-1",
    classId: "class-1",
    status: "running",
    totalRows: 3,
    processedRows: 0,
    enrolled: 0,
    invited: 0,
    alreadyEnrolled: 0,
    failed: 0,
    rows: [],
    createdAt: "2026-11-20T10:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

const finished = importOf({
  status: "done",
  processedRows: 3,
  enrolled: 1,
  invited: 1,
  failed: 1,
  rows: [
    { row: 2, email: "known@school.test", result: "enrolled" },
    { row: 3, email: "new@school.test", result: "invited" },
    { row: 4, email: "oops", result: "invalid-email" },
  ],
  finishedAt: "2026-11-20T10:00:01.000Z",
});

describe("Enrol students from CSV", () => {
  it("uploads the file as text/csv, shows N of M rows, then each row's result", async () => {
    const user = userEvent.setup();
    let polls = 0;
    const calls = stubApi((call) => {
      if (call.method === "POST" && call.path === "/classes/class-1/enrolment-imports") {
        return json({ success: true, import: importOf({}) }, 202);
      }
      if (call.path === "/classes/class-1/enrolment-imports/import-1") {
        polls++;
        return json({ success: true, import: polls === 1 ? importOf({ processedRows: 2 }) : finished });
      }
      return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
    });
    renderRoutes([{ path: "/class", element: <EnrolFromCsvButton classId="class-1" /> }], ["/class"]);

    await user.click(await screen.findByRole("button", { name: copy.action }));
    const dialog = await screen.findByRole("dialog", { name: copy.title });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: copy.upload }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(copy.chooseFile);

    const file = new File(["email,name\nknown@school.test,Known\n"], "cohort.csv", { type: "" });
    await user.upload(within(dialog).getByLabelText(copy.fileLabel), file);
    await user.click(within(dialog).getByRole("button", { name: copy.upload }));

    expect(await within(dialog).findByText(copy.progress(3, 3), {}, { timeout: 4000 })).toBeInTheDocument();
    const table = within(dialog).getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      `${copy.columnRow}${copy.columnEmail}${copy.columnResult}`,
      `2known@school.test${copy.results.enrolled}`,
      `3new@school.test${copy.results.invited}`,
      `4oops${copy.results["invalid-email"]}`,
    ]);
    expect(within(dialog).getByText(copy.summary(1, 1, 0, 1))).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.headers["content-type"]).toBe("text/csv");

    await user.click(within(dialog).getByRole("button", { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the API's refusal of a file (too many rows)", async () => {
    const user = userEvent.setup();
    stubApi(() => json({ success: false, code: "PAYLOAD_TOO_LARGE", message: copy.tooManyRows(10_000) }, 413));
    renderRoutes([{ path: "/class", element: <EnrolFromCsvButton classId="class-1" /> }], ["/class"]);
    await user.click(await screen.findByRole("button", { name: copy.action }));
    const dialog = await screen.findByRole("dialog", { name: copy.title });
    await user.upload(within(dialog).getByLabelText(copy.fileLabel), new File(["x"], "big.csv"));
    await user.click(within(dialog).getByRole("button", { name: copy.upload }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(copy.tooManyRows(10_000));
  });
});
