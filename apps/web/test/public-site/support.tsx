import type { PublicClass, PublicEvaluation } from "@classwise/shared";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { makeAuth } from "../support";

export { json, renderRoutes, stubApi, stubViewport } from "../support";

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/class-${sequence}.webp`,
    price: 49.99,
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
    ...overrides,
  };
}

export function makeEvaluation(overrides: Partial<PublicEvaluation> = {}): PublicEvaluation {
  sequence += 1;
  return {
    _id: `evaluation-${sequence}`,
    classId: `class-${sequence}`,
    classTitle: `Class number ${sequence}`,
    studentName: `Student ${sequence}`,
    studentPhotoURL: "",
    rating: 5,
    description: `Great class number ${sequence}, I learned a lot.`,
    submittedAt: new Date(Date.UTC(2025, 0, 1, 0, sequence)).toISOString(),
    ...overrides,
  };
}

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return makeAuth({
    user: { uid: "student-1", email: "student@example.test", displayName: "Sam Student", photoURL: null },
    token: "token-1",
    ...overrides,
  });
}
