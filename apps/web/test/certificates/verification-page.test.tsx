import { certificatesMessages } from "@classwise/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VerificationPage } from "../../src/features/certificates/components/verification-page";
import { json, renderRoutes, stubApi } from "../support";

const copy = certificatesMessages;
const NUMBER = "CW-7KQ4-M9XT-2HBR-PZ6D";

const renderAt = (path: string) =>
  renderRoutes([{ path: "/certificates/:number", element: <VerificationPage /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe("certificate verification page", () => {
  it("says a valid certificate is valid: for whom, which class, which teacher, when", async () => {
    const calls = stubApi(() =>
      json({
        success: true,
        certificate: {
          status: "valid",
          number: NUMBER,
          studentName: "Ada Lovelace",
          classTitle: "Analytical Engines",
          teacherName: "Charles Babbage",
          issuedAt: "2026-11-26T12:00:00.000Z",
        },
      }),
    );
    renderAt(`/certificates/${NUMBER.toLowerCase()}`);
    expect(await screen.findByRole("heading", { level: 1, name: copy.verifyValidHeading })).toBeInTheDocument();
    expect(screen.getByText(copy.verifyValidText("Ada Lovelace", "Analytical Engines"))).toBeInTheDocument();
    expect(screen.getByText("Charles Babbage")).toBeInTheDocument();
    expect(screen.getByText("November 26, 2026")).toBeInTheDocument();
    // Asked in capitals, without a token: the page is public.
    expect(calls.map((call) => call.path)).toEqual([`/certificates/${NUMBER}`]);
    expect(calls[0]?.headers).not.toHaveProperty("authorization");
  });

  it("says a revoked certificate is revoked, naming only the student", async () => {
    stubApi(() =>
      json({
        success: true,
        certificate: {
          status: "revoked",
          number: NUMBER,
          studentName: "Ada Lovelace",
          revokedAt: "2026-12-01T09:00:00Z",
        },
      }),
    );
    renderAt(`/certificates/${NUMBER}`);
    expect(await screen.findByRole("heading", { level: 1, name: copy.verifyRevokedHeading })).toBeInTheDocument();
    expect(screen.getByText(copy.verifyRevokedText("Ada Lovelace"))).toBeInTheDocument();
    expect(screen.queryByText(copy.classLabel)).not.toBeInTheDocument();
  });

  it("shows not found for an unknown number, and for a malformed one without asking", async () => {
    const calls = stubApi(() => json({ success: false, code: "NOT_FOUND", message: copy.notFound }, 404));
    renderAt(`/certificates/${NUMBER}`);
    expect(await screen.findByRole("heading", { level: 1, name: copy.verifyNotFoundHeading })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    vi.unstubAllGlobals();
    const none = stubApi(() => json({ success: false }, 500));
    renderAt("/certificates/CW-1234");
    expect((await screen.findAllByRole("heading", { level: 1, name: copy.verifyNotFoundHeading })).length).toBe(2);
    expect(none).toHaveLength(0);
  });
});
