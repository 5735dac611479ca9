import type { PublicClass } from "@classwise/shared";
import { vi } from "vitest";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { json, makeAuth } from "../support";

export { type ApiCall, deferred, json, renderRoutes, stubApi, stubViewport } from "../support";

export const teacher = { uid: "teacher-1", email: "tess@example.test", displayName: "Tess Teacher", photoURL: null };

export function signedInAuth(user = teacher): AuthContextValue {
  return makeAuth({ user, token: "token-1" });
}

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/classes/${String(sequence).padStart(64, "0")}.webp`,
    price: 25,
    description: `What class ${sequence} teaches`,
    teacherName: teacher.displayName,
    teacherEmail: teacher.email,
    teacherUid: teacher.uid,
    status: "approved",
    category: "programming",
    rating: null,
    ratingCount: 0,
    createdAt: "2025-03-14T10:00:00.000Z",
    updatedAt: "2025-03-14T10:00:00.000Z",
    enrolledCount: 3,
    ...overrides,
  };
}

export function classPage(all: PublicClass[], page: number, limit: number) {
  return json({
    success: true,
    classes: all.slice((page - 1) * limit, page * limit),
    totalClasses: all.length,
    totalPages: Math.ceil(all.length / limit),
  });
}

/** jsdom has no object URLs: the image preview gets a stand-in. */
export function stubObjectUrls() {
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }),
  );
}

export function pngFile(name = "cover.png", bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}
