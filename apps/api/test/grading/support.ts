import type { InjectOptions } from "fastify";
import { addAssignment, addSubmission, enrolDirectly } from "../enrolments/support.js";
import { createClass, createUser, type TestContext, type TestUser } from "../helpers/index.js";

type Caller = Pick<TestUser, "headers"> | null;

/** The grading calls as the web app sends them. */
export function gradingCalls(ctx: TestContext) {
  const call = (method: InjectOptions["method"], url: string, user: Caller, payload?: object) =>
    ctx.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
  return {
    list: (user: Caller, assignmentId: string, query = "") =>
      call("GET", `/api/assignments/${assignmentId}/submissions${query}`, user),
    open: (user: Caller, submissionId: string) => call("GET", `/api/submissions/${submissionId}`, user),
    grade: (user: Caller, submissionId: string, body: object) =>
      call("PUT", `/api/submissions/${submissionId}/grade`, user, body),
    exportCsv: (user: Caller, classId: string) => call("GET", `/api/classes/${classId}/grades.csv`, user),
    studentView: (user: TestUser, classId: string) =>
      call("GET", `/api/submissions/student/${user.id}/class/${classId}`, user),
  };
}

/** A teacher's class with `count` enrolled students who each handed in the one assignment, in order. */
export async function classWithSubmissions(ctx: TestContext, count: number, names: string[] = []) {
  const teacher = await createUser(ctx, { role: "teacher" });
  const theClass = await createClass(ctx, teacher);
  const assignment = await addAssignment(ctx.db, theClass.id, teacher.id);
  const students: TestUser[] = [];
  const submissions = [];
  for (let i = 0; i < count; i++) {
    const student = await createUser(ctx, {
      image: `/uploads/avatars/student-${i}.webp`,
      ...(names[i] ? { name: names[i] } : {}),
    });
    await enrolDirectly(ctx.db, theClass.id, student.id);
    students.push(student);
    submissions.push(await addSubmission(ctx.db, assignment, student));
    // Distinct submission times, so the queue's order is the order of creation.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { teacher, theClass, assignment, students, submissions };
}
