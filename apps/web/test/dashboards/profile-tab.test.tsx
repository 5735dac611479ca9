import { dashboardMessages, guardsMessages } from "@classwise/shared";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileTab } from "../../src/features/users/components/profile-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { FALLBACK_AVATAR } from "../../src/lib/images";
import { authUserFor, createTestQueryClient, json, makeAuth, makeUser, Providers, stubApi } from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

function renderProfile(record: ReturnType<typeof makeUser>) {
  auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
  stubApi((call) =>
    call.path === `/users/${record.uid}` ? json({ success: true, user: record }) : json({ success: false }, 404),
  );
  render(
    <Providers client={createTestQueryClient()}>
      <ProfileTab />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("Profile tab", () => {
  it.each([
    ["admin", "Admin"],
    ["teacher", "Teacher"],
    ["student", "Student"],
    ["moderator", "User"],
  ])("labels role %s as %s", async (role, label) => {
    renderProfile(makeUser({ role }));
    expect(await screen.findByTestId("profile-role")).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it("shows photo, name, email and the member-since date from the user record", async () => {
    const record = makeUser({
      name: "Ada Lovelace",
      email: "ada@example.test",
      photoURL: "https://images.example.test/ada.png",
      createdAt: "2024-12-10T15:00:00.000Z",
    });
    renderProfile(record);
    expect(await screen.findByTestId("profile-name")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("ada@example.test");
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toHaveAttribute("src", record.photoURL);
    expect(screen.getByText(dashboardMessages.memberSince)).toBeInTheDocument();
    expect(screen.getByText("December 10, 2024")).toBeInTheDocument();
  });

  it("uses the default avatar when there is no photo", async () => {
    renderProfile(makeUser({ name: "No Photo", photoURL: "" }));
    const img = await screen.findByRole("img", { name: "No Photo" });
    expect(img).toHaveAttribute("src", FALLBACK_AVATAR);
  });

  it("swaps a broken photo for the default avatar", async () => {
    renderProfile(makeUser({ name: "Broken Photo", photoURL: "https://images.example.test/missing.png" }));
    const img = await screen.findByRole("img", { name: "Broken Photo" });
    img.dispatchEvent(new Event("error"));
    expect(img).toHaveAttribute("src", FALLBACK_AVATAR);
  });

  it("offers Try Again when the record cannot be loaded", async () => {
    const record = makeUser();
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    const calls = stubApi(() => json({ success: false, code: "INTERNAL", message: "down" }, 500));
    render(
      <Providers client={createTestQueryClient()}>
        <ProfileTab />
      </Providers>,
    );
    expect(await screen.findByText(dashboardMessages.profileLoadFailed)).toBeInTheDocument();
    screen.getByRole("button", { name: guardsMessages.tryAgain }).click();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });
});
