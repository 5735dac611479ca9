import { EMPTY_STUDENT_PROGRESS, type EnrolledClass, type PublicClass } from "@classwise/shared";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { makeAuth } from "../support";

export { type ApiCall, json, renderRoutes, stubApi } from "../support";

export const sandboxConfig = {
  success: true,
  googleSignIn: false,
  payments: { provider: "sandbox", publishableKey: null },
};

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/class-${sequence}.webp`,
    price: 39.99,
    description: `A class about topic ${sequence}.`,
    teacherName: `Teacher ${sequence}`,
    teacherEmail: `teacher${sequence}@example.test`,
    teacherUid: `teacher-${sequence}`,
    status: "approved",
    category: "programming",
    rating: null,
    ratingCount: 0,
    createdAt: "2025-03-14T10:00:00.000Z",
    updatedAt: "2025-03-14T10:00:00.000Z",
    enrolledCount: sequence,
    isEnrolled: false,
    ...overrides,
  };
}

export function makeEnrolledClass(overrides: Partial<EnrolledClass> = {}): EnrolledClass {
  const { isEnrolled: _ignored, ...item } = makeClass();
  return {
    ...item,
    enrolledAt: "2025-06-02T09:30:00.000Z",
    progress: { ...EMPTY_STUDENT_PROGRESS },
    nextLessonId: null,
    ...overrides,
  };
}

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return makeAuth({
    user: { uid: "student-1", email: "sam@example.test", displayName: "Sam Student", photoURL: null },
    token: "token-1",
    ...overrides,
  });
}
