import { keyMarker } from "../quizzes/support.js";
import type { Principal, World } from "./world.js";

/** Routes whose answers legitimately carry students' emails, and to whom. */
function mayReadStudentEmails(principal: Principal, route: string): boolean {
  if (principal === "admin") return true;
  // product §7: a teacher's submissions list names the students of their own class.
  // Grading: the teacher reads, grades and exports the work of their own class's students.
  if (principal !== "class teacher") return false;
  return (
    route.startsWith("GET /api/submissions/") ||
    route.startsWith("PUT /api/submissions/") ||
    route === "GET /api/assignments/:id/submissions" ||
    route === "GET /api/classes/:id/grades.csv" ||
    route === "GET /api/quizzes/:id/report" ||
    route === "GET /api/quizzes/:id/report.csv"
  );
}

/**
 * What no response may carry: password hashes, session tokens, the signing secret, payment client secrets
 * of other students, lesson bodies to anyone but the class's members, quiz keys before a graded attempt, and other users' emails (teachers' emails are public on their classes, product §2).
 */
export function scanResponse(world: World, principal: Principal, route: string, body: string): string[] {
  const findings: string[] = [];
  const me = world.userOf(principal);
  const secret = world.ctx.config.authSecret ?? "";
  if (secret && body.includes(secret)) findings.push(`${route} as ${principal}: the signing secret`);
  if (/[0-9a-f]{32}:[0-9a-f]{128}/.test(body)) findings.push(`${route} as ${principal}: a password hash`);
  const mayReadLessons = principal === "enrolled student" || principal === "class teacher" || principal === "admin";
  if (!mayReadLessons && body.includes(world.lessonMarker)) findings.push(`${route} as ${principal}: a lesson body`);
  // A quiz's keys and explanations: its teacher and admins; a student only in a graded attempt.
  const mayReadKeys =
    principal === "class teacher" ||
    principal === "admin" ||
    (principal === "enrolled student" &&
      (route === "POST /api/quiz-attempts/:id/submission" || route === "GET /api/quizzes/:id/attempts"));
  if (!mayReadKeys && body.includes(keyMarker(world.theClass.id)))
    findings.push(`${route} as ${principal}: a quiz key`);
  for (const [name, user] of Object.entries(world.users)) {
    if (body.includes(user.sessionToken)) findings.push(`${route} as ${principal}: ${name}'s session token`);
    if (user !== me && body.includes(user.token)) findings.push(`${route} as ${principal}: ${name}'s bearer token`);
    // The demoted user still teaches a class, whose page shows their email like any teacher's.
    const isStudent = user.role === "student" && name !== "demoted user";
    if (isStudent && user !== me && body.includes(user.email) && !mayReadStudentEmails(principal, route)) {
      findings.push(`${route} as ${principal}: ${name}'s email`);
    }
  }
  return findings;
}
