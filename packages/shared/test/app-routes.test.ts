import { describe, expect, it } from "vitest";
import { isAppRoute, paths, routeParams, routePattern } from "../src/index.js";

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

describe("routeParams", () => {
  const details = routePattern(paths.classDetails, "id");
  it("reads a page's parameters from its path, decoded", () => {
    expect(routeParams(details, "/all-classes/abc-1")).toEqual({ id: "abc-1" });
    expect(routeParams(details, "/all-classes/a%20b/")).toEqual({ id: "a b" });
    expect(routeParams(routePattern(paths.student.lesson, "id", "lessonId"), paths.student.lesson("c1", "l2"))).toEqual(
      { id: "c1", lessonId: "l2" },
    );
  });
  it("answers undefined for another page or a malformed escape", () => {
    expect(routeParams(details, "/all-classes")).toBeUndefined();
    expect(routeParams(details, "/all-classes/1/extra")).toBeUndefined();
    expect(routeParams(details, "/login/1")).toBeUndefined();
    expect(routeParams(details, "/all-classes/%E0%A4%A")).toBeUndefined();
  });
});
