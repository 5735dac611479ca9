import { vi } from "vitest";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";

/** An auth context value for the provider, signed out unless overridden. */
export function makeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    token: null,
    loading: false,
    userLoading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    signedOut: false,
    forgetSignedOut: vi.fn(),
    setLoading: vi.fn(),
    ...overrides,
  };
}
