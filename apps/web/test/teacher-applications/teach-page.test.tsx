import { applicationMessages, type TeacherApplication, validationMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TeachRoute } from "../../src/app/routes/teach-route";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { type ApiCall, json, makeApplication, me, renderRoutes, signedInAuth, stubApi } from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = applicationMessages;
const record = (role: string) => ({
  success: true,
  user: { _id: me.uid, uid: me.uid, name: "Mia Record", email: me.email, photoURL: "", role, createdAt: "2025-01-01" },
});

/** The API as the /teach page sees it; `write` answers POST and PUT. */
function serve(options: {
  role?: string;
  application?: TeacherApplication | null;
  write?: (call: ApiCall) => Response;
  users?: () => Response | Promise<Response>;
  applications?: () => Response;
}) {
  let application = options.application ?? null;
  return stubApi((call) => {
    if (call.path === `/users/${me.uid}`) return options.users?.() ?? json(record(options.role ?? "student"));
    if (call.path === "/teacher-applications" && call.method === "GET") {
      return options.applications?.() ?? json({ success: true, applications: application ? [application] : [] });
    }
    if (options.write) {
      const response = options.write(call);
      if (response.ok) {
        void response
          .clone()
          .json()
          .then((body: { application: TeacherApplication }) => {
            application = body.application;
          });
      }
      return response;
    }
    return json({ success: false, message: "unexpected", code: "NOT_FOUND" }, 404);
  });
}

const renderTeach = () => {
  // jsdom does not scroll; the page scrolls to the top when it switches views.
  vi.stubGlobal("scrollTo", vi.fn());
  return renderRoutes([{ path: "/teach", element: <TeachRoute /> }], "/teach");
};

afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("/teach states", () => {
  it("shows a spinner while the user status loads", async () => {
    auth.current = signedInAuth();
    stubApi(() => new Promise<Response>(() => {}));
    renderTeach();
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: copy.formTitle })).not.toBeInTheDocument();
  });

  it("sends a visitor to /login", async () => {
    auth.current = signedInAuth({ user: null, token: null });
    renderTeach();
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });

  it("welcomes a teacher with a link to the teacher dashboard", async () => {
    auth.current = signedInAuth();
    serve({ role: "teacher" });
    renderTeach();
    expect(await screen.findByRole("heading", { name: copy.teacherTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: copy.goToTeacherDashboard }));
    expect(await screen.findByText("teacher dashboard")).toBeInTheDocument();
  });

  it("shows a pending application with its details and the 2-3 business days note", async () => {
    auth.current = signedInAuth();
    const application = makeApplication({ uid: me.uid, title: "Designing Delightful Interfaces" });
    serve({ application });
    renderTeach();
    expect(await screen.findByRole("heading", { name: copy.pendingTitle })).toBeInTheDocument();
    expect(screen.getByText("Designing Delightful Interfaces")).toBeInTheDocument();
    expect(screen.getByText("UI/UX Design")).toBeInTheDocument();
    expect(screen.getByText("Mid Level")).toBeInTheDocument();
    expect(screen.getByTestId("application-status")).toHaveTextContent("Under Review");
    expect(screen.getByText(copy.reviewNote)).toHaveTextContent("2-3 business days");
    expect(screen.queryByRole("button", { name: copy.editAndResubmit })).not.toBeInTheDocument();
  });

  it("ignores an application that is not the caller's", async () => {
    auth.current = signedInAuth();
    serve({ application: makeApplication({ uid: "someone-else" }) });
    renderTeach();
    expect(await screen.findByRole("heading", { name: copy.formTitle })).toBeInTheDocument();
  });

  it("reports a failed status load with the spec's text", async () => {
    auth.current = signedInAuth();
    serve({ users: () => json({ success: false, message: "boom", code: "INTERNAL" }, 500) });
    renderTeach();
    expect(await screen.findAllByText(copy.loadStatusFailed)).not.toHaveLength(0);
  });

  it("reports a failed application load with the spec's text", async () => {
    auth.current = signedInAuth();
    serve({ applications: () => json({ success: false, message: "boom", code: "INTERNAL" }, 500) });
    renderTeach();
    expect(await screen.findAllByText(copy.loadOwnFailed)).not.toHaveLength(0);
  });
});

describe("/teach form", () => {
  it("titles the form, prefills the name and shows the email read-only", async () => {
    auth.current = signedInAuth();
    serve({});
    renderTeach();
    expect(await screen.findByRole("heading", { name: copy.formTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(copy.nameLabel)).toHaveValue("Mia Record");
    const email = screen.getByLabelText(copy.emailLabel);
    expect(email).toHaveValue(me.email);
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByText(validationMessages.emailReadOnly)).toBeInTheDocument();
    const category = screen.getByLabelText(copy.categoryLabel);
    expect(within(category).getByRole("option", { name: "Web Development" })).toHaveValue("web-development");
    expect(within(category).getByRole("option", { name: "Artificial Intelligence" })).toBeInTheDocument();
    const experience = screen.getByLabelText(copy.experienceLabel);
    expect(within(experience).getByRole("option", { name: "Mid Level" })).toHaveValue("mid-level");
  });

  it("validates on blur with the spec's messages and sends nothing while invalid", async () => {
    auth.current = signedInAuth();
    const calls = serve({});
    renderTeach();
    const name = await screen.findByLabelText(copy.nameLabel);
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await screen.findByText(validationMessages.nameRequired)).toBeInTheDocument();
    await userEvent.type(name, "A");
    await userEvent.tab();
    expect(await screen.findByText(validationMessages.nameTooShort)).toBeInTheDocument();

    const title = screen.getByLabelText(copy.titleLabel);
    await userEvent.click(title);
    await userEvent.tab();
    expect(await screen.findByText(validationMessages.courseTitleRequired)).toBeInTheDocument();
    await userEvent.type(title, "Too short");
    await userEvent.tab();
    expect(await screen.findByText(validationMessages.courseTitleTooShort)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(validationMessages.experienceRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.categoryRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("submits, toasts the spec's success text and shows the pending state", async () => {
    auth.current = signedInAuth();
    const calls = serve({
      write: (call) =>
        json({ success: true, application: makeApplication({ uid: me.uid, ...(call.body as object) }) }, 201),
    });
    renderTeach();
    await fillForm();
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(copy.submitted)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: copy.pendingTitle })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Mia Record",
      title: "Photography for Beginners",
      experience: "beginner",
      category: "graphic-design",
    });
  });

  it("on 409 toasts the duplicate text and reloads the status", async () => {
    auth.current = signedInAuth();
    let gets = 0;
    const existing = makeApplication({ uid: me.uid, title: "The one already sent" });
    stubApi((call) => {
      if (call.path === `/users/${me.uid}`) return json(record("student"));
      if (call.method === "GET") {
        gets += 1;
        return json({ success: true, applications: gets > 1 ? [existing] : [] });
      }
      return json({ success: false, message: copy.duplicate, code: "CONFLICT" }, 409);
    });
    renderTeach();
    await fillForm();
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(copy.duplicate)).toBeInTheDocument();
    expect(await screen.findByText("The one already sent")).toBeInTheDocument();
    expect(gets).toBe(2);
  });

  it.each([
    [400, copy.invalid],
    [500, copy.failed],
  ])("on %i toasts '%s'", async (status, text) => {
    auth.current = signedInAuth();
    serve({ write: () => json({ success: false, message: "no", code: "X" }, status) });
    renderTeach();
    await fillForm();
    await userEvent.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: copy.formTitle })).toBeInTheDocument();
  });
});

describe("/teach rejected application", () => {
  it("offers Edit & Resubmit, edits in place and resubmits as pending", async () => {
    auth.current = signedInAuth();
    const rejected = makeApplication({
      uid: me.uid,
      status: "rejected",
      title: "First attempt at a course",
      experience: "beginner",
      category: "programming",
    });
    const calls = serve({
      application: rejected,
      write: (call) =>
        json({ success: true, application: { ...rejected, ...(call.body as object), status: "pending" } }),
    });
    renderTeach();
    expect(await screen.findByRole("heading", { name: copy.rejectedTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.editAndResubmit }));

    expect(screen.getByRole("heading", { name: copy.editFormTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(copy.titleLabel)).toHaveValue("First attempt at a course");
    expect(screen.getByLabelText(copy.experienceLabel)).toHaveValue("beginner");
    await userEvent.click(screen.getByRole("button", { name: copy.backToStatus }));
    expect(await screen.findByRole("heading", { name: copy.rejectedTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.editAndResubmit }));
    await userEvent.click(screen.getByRole("button", { name: copy.cancel }));
    expect(await screen.findByRole("heading", { name: copy.rejectedTitle })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: copy.editAndResubmit }));
    const title = screen.getByLabelText(copy.titleLabel);
    await userEvent.clear(title);
    await userEvent.type(title, "Second, better course idea");
    await userEvent.click(screen.getByRole("button", { name: copy.resubmit }));
    expect(await screen.findByText(copy.resubmitted)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: copy.pendingTitle })).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe(`/teacher-applications/${rejected._id}`);
    expect(put?.body).toMatchObject({ title: "Second, better course idea", experience: "beginner" });
  });
});

async function fillForm() {
  await waitFor(() => expect(screen.getByLabelText(copy.titleLabel)).toBeInTheDocument());
  await userEvent.type(screen.getByLabelText(copy.titleLabel), "Photography for Beginners");
  await userEvent.selectOptions(screen.getByLabelText(copy.experienceLabel), "beginner");
  await userEvent.selectOptions(screen.getByLabelText(copy.categoryLabel), "graphic-design");
}
