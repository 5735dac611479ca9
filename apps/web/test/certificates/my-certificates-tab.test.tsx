import { certificatesMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyCertificatesTab } from "../../src/features/certificates/components/my-certificates-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { json, makeAuth, renderRoutes, stubApi } from "../support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = certificatesMessages;

const certificate = (overrides: Record<string, unknown>) => ({
  number: "CW-7KQ4-M9XT-2HBR-PZ6D",
  classId: "class-1",
  classTitle: "Analytical Engines",
  teacherName: "Charles Babbage",
  studentName: "Ada Lovelace",
  issuedAt: "2026-11-26T12:00:00.000Z",
  revokedAt: null,
  ...overrides,
});

function renderTab() {
  auth.current = makeAuth({
    user: { uid: "student-1", email: "ada@example.test", displayName: "Ada Lovelace", photoURL: null },
    token: "token-1",
  });
  return renderRoutes(
    [{ path: "/student-dashboard/my-certificates", element: <MyCertificatesTab /> }],
    ["/student-dashboard/my-certificates"],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("My Certificates", () => {
  it("lists each certificate with its public page, and the download only while it is valid", async () => {
    stubApi(() =>
      json({
        success: true,
        certificates: [
          certificate({}),
          certificate({
            number: "CW-2222-3333-4444-5555",
            classTitle: "Refunded class",
            revokedAt: "2026-12-01T00:00:00Z",
          }),
        ],
      }),
    );
    renderTab();
    const [valid, revoked] = await screen.findAllByRole("listitem");
    if (!valid || !revoked) throw new Error("two certificates expected");
    expect(within(valid).getByText(copy.validBadge)).toBeInTheDocument();
    expect(within(valid).getByRole("button", { name: copy.downloadLabel("Analytical Engines") })).toBeInTheDocument();
    expect(within(valid).getByRole("link", { name: copy.verifyLabel("Analytical Engines") })).toHaveAttribute(
      "href",
      "/certificates/CW-7KQ4-M9XT-2HBR-PZ6D",
    );
    expect(within(revoked).getByText(copy.revokedBadge)).toBeInTheDocument();
    expect(within(revoked).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says how to earn one when there is none yet", async () => {
    stubApi(() => json({ success: true, certificates: [] }));
    renderTab();
    expect(await screen.findByRole("heading", { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyText)).toBeInTheDocument();
  });
});
