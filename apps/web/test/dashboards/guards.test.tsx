import { guardsMessages } from "@classwise/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireAdmin, RequireTeacher } from "../../src/app/guards/require-role";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { reloadPage } from "../../src/lib/reload-page";
import { authUserFor, json, makeAuth, makeUser, renderRoutes, stubApi } from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));
vi.mock("../../src/lib/reload-page", () => ({ reloadPage: vi.fn() }));

const routes = [
  { path: "/teacher-area", element: <RequireTeacher />, children: [{ index: true, element: <p>teacher area</p> }] },
  { path: "/admin-area", element: <RequireAdmin />, children: [{ index: true, element: <p>admin area</p> }] },
];

function signInAs(role: string) {
  const record = makeUser({ role });
  auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
  const calls = stubApi((call) =>
    call.path === `/users/${record.uid}` ? json({ success: true, user: record }) : json({ success: false }, 404),
  );
  return { record, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("teacher and admin guards", () => {
  it("says 'Authenticating...' while the auth state loads", () => {
    auth.current = makeAuth({ loading: true, userLoading: true });
    renderRoutes(routes, ["/teacher-area"]);
    expect(screen.getByText(guardsMessages.authenticating)).toBeInTheDocument();
    expect(screen.queryByText("teacher area")).not.toBeInTheDocument();
  });

  it("says 'Verifying permissions...' while the user record loads", async () => {
    const record = makeUser({ role: "teacher" });
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    stubApi(() => new Promise<Response>(() => {}));
    renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByText(guardsMessages.verifying)).toBeInTheDocument();
    expect(screen.queryByText("admin area")).not.toBeInTheDocument();
  });

  it("sends a visitor to /login with the attempted path", async () => {
    auth.current = makeAuth();
    const { router } = renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/admin-area" });
  });

  it("sends a page left behind by a logout home, not to /login", async () => {
    auth.current = makeAuth({ signedOut: true });
    const { router } = renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens the teacher area for a teacher, reading the role from the user record", async () => {
    const { record, calls } = signInAs("teacher");
    renderRoutes(routes, ["/teacher-area"]);
    expect(await screen.findByText("teacher area")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`/users/${record.uid}`);
  });

  it("opens the admin area for an admin", async () => {
    signInAs("admin");
    renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByText("admin area")).toBeInTheDocument();
  });

  it.each(["student", "admin"])("shows Access Restricted to a %s in the teacher area", async (role) => {
    signInAs(role);
    renderRoutes(routes, ["/teacher-area"]);
    expect(await screen.findByRole("heading", { name: guardsMessages.teacherTitle })).toBeInTheDocument();
    expect(screen.getByText(guardsMessages.teacherText)).toBeInTheDocument();
    expect(screen.queryByText("teacher area")).not.toBeInTheDocument();
  });

  it.each(["student", "teacher"])("shows Admin Access Required to a %s in the admin area", async (role) => {
    signInAs(role);
    renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByRole("heading", { name: guardsMessages.adminTitle })).toBeInTheDocument();
    expect(screen.getByText(guardsMessages.adminText)).toBeInTheDocument();
    expect(screen.queryByText("admin area")).not.toBeInTheDocument();
  });

  it("Go Back returns to the previous page", async () => {
    signInAs("student");
    renderRoutes(routes, ["/previous", "/admin-area"]);
    await userEvent.click(await screen.findByRole("button", { name: guardsMessages.goBack }));
    expect(await screen.findByText("previous page")).toBeInTheDocument();
  });

  it("Go to Home leads to /", async () => {
    signInAs("student");
    const { router } = renderRoutes(routes, ["/teacher-area"]);
    await userEvent.click(await screen.findByRole("link", { name: guardsMessages.goHome }));
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows Permission Error when the role cannot be read, and Try Again reloads the page", async () => {
    const record = makeUser();
    auth.current = makeAuth({ user: authUserFor(record), token: "token-1" });
    stubApi(() => json({ success: false, code: "INTERNAL", message: "boom" }, 500));
    renderRoutes(routes, ["/teacher-area"]);
    expect(await screen.findByRole("heading", { name: guardsMessages.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(guardsMessages.errorText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: guardsMessages.tryAgain }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("says 'Verifying permissions...' while the token of a known user is on its way", async () => {
    const record = makeUser({ role: "admin" });
    auth.current = makeAuth({ user: authUserFor(record), token: null, loading: true });
    const calls = stubApi(() => json({ success: true, user: record }));
    renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByText(guardsMessages.verifying)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: guardsMessages.errorTitle })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows Permission Error when no bearer token could be obtained", async () => {
    const record = makeUser({ role: "admin" });
    auth.current = makeAuth({ user: authUserFor(record), token: null });
    const calls = stubApi(() => json({ success: true, user: record }));
    renderRoutes(routes, ["/admin-area"]);
    expect(await screen.findByRole("heading", { name: guardsMessages.errorTitle })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
