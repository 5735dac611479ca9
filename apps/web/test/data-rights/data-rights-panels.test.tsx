import { type DataExport, dataRightsMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataExportPanel } from "../../src/features/data-rights/components/data-export-panel";
import { DeleteAccountPanel } from "../../src/features/data-rights/components/delete-account-panel";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { authUserFor, makeAuth, makeUser, renderRoutes } from "../dashboards/support";
import { json, stubApi } from "../support/api";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = dataRightsMessages;
const record = makeUser({ name: "Dana Rights" });

afterEach(() => {
  vi.unstubAllGlobals();
});

function pending(): DataExport {
  return {
    _id: "export-1",
    status: "pending",
    requestedAt: "2026-11-20T10:00:00.000Z",
    readyAt: null,
    expiresAt: null,
    sizeBytes: null,
  };
}

describe("Download your data", () => {
  it("asks for a copy and shows it being prepared, without a download yet", async () => {
    const user = userEvent.setup();
    let current: DataExport | null = null;
    const calls = stubApi((call) => {
      if (call.path === "/users/me/export/status") return json({ success: true, export: current });
      if (call.path === "/users/me/export" && call.method === "POST") {
        current = pending();
        return json({ success: true, export: current }, 201);
      }
      return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
    });
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    renderRoutes([{ path: "/profile", element: <DataExportPanel /> }], ["/profile"]);
    const section = await screen.findByRole("region", { name: copy.exportTitle });
    await user.click(await within(section).findByRole("button", { name: copy.exportRequest }));
    expect(await within(section).findByText(copy.exportPreparing)).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: copy.exportDownload })).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("offers the download and a new copy once one is ready", async () => {
    stubApi(() =>
      json({
        success: true,
        export: {
          ...pending(),
          status: "ready",
          readyAt: "2026-11-20T10:01:00.000Z",
          expiresAt: "2026-11-27T10:01:00.000Z",
          sizeBytes: 2048,
        },
      }),
    );
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    renderRoutes([{ path: "/profile", element: <DataExportPanel /> }], ["/profile"]);
    const section = await screen.findByRole("region", { name: copy.exportTitle });
    expect(await within(section).findByRole("button", { name: copy.exportDownload })).toBeEnabled();
    expect(within(section).getByRole("button", { name: copy.exportPrepareAgain })).toBeEnabled();
    expect(within(section).getByTestId("data-export-state")).toHaveTextContent("Your data is ready");
  });
});

describe("Delete account", () => {
  it("asks for the password in a dialog and shows a refusal there", async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) => {
      if (call.path === "/users/me" && call.method === "DELETE") {
        return json({ success: false, code: "BUSINESS_RULE", message: copy.wrongPassword }, 422);
      }
      return json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);
    });
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    renderRoutes([{ path: "/profile", element: <DeleteAccountPanel /> }], ["/profile"]);
    await user.click(await screen.findByRole("button", { name: copy.deleteButton }));
    const dialog = await screen.findByRole("dialog", { name: copy.deleteConfirmTitle });
    await user.type(within(dialog).getByLabelText(copy.deletePasswordLabel, { selector: "input" }), "wrong-one");
    await user.click(within(dialog).getByRole("button", { name: copy.deleteConfirmButton }));
    expect(await within(dialog).findByText(copy.wrongPassword)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ password: "wrong-one" });
    expect(auth.current?.logout).not.toHaveBeenCalled();
  });
});
