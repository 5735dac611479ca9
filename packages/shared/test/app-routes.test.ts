import { describe, expect, it } from "vitest";
import { isAppRoute } from "../src/index.js";

describe("isAppRoute", () => {
  it.each([
    "/",
    "/all-classes",
    "/all-classes/",
    "/all-classes/66a1b2",
    "/payment/abc",
    "/student-dashboard/my-enroll-class/x1",
    "/student-dashboard/my-enroll-class/x1/lessons/l1",
    "/student-dashboard/my-enroll-class/x1/quizzes/q1",
    "/teacher-dashboard/my-classes/42",
    "/admin-dashboard/users",
    "/auth/callback",
  ])("knows %s", (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    "/robots.txt",
    "/nope",
    "/all-classes/1/extra",
    "/admin-dashboard/unknown",
    "/student-dashboard/my-enroll-class",
    "/wp-login.php",
  ])("does not know %s", (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});
