import { type GradedAttempt, type OpenAttempt, type Quiz, quizzesMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuizView } from "../../src/features/quizzes/components/quiz-view";
import { TeacherQuizzes } from "../../src/features/quizzes/components/teacher-quizzes";
import { type ApiCall, json, renderRoutes, stubApi } from "../support";

const copy = quizzesMessages;

function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    _id: "quiz-1",
    classId: "class-1",
    title: "Metals check",
    afterLessonId: null,
    passPercent: 100,
    attemptsAllowed: 2,
    timeLimitSeconds: 600,
    showAnswers: "after-submit",
    drawCount: null,
    questionCount: 2,
    questionIds: null,
    attemptsUsed: 1,
    bestPercent: null,
    passed: false,
    openAttemptId: "attempt-1",
    ...overrides,
  };
}

const open: OpenAttempt = {
  _id: "attempt-1",
  quizId: "quiz-1",
  number: 1,
  startedAt: "2026-01-01T10:00:00.000Z",
  deadlineAt: "2026-01-01T10:10:00.000Z",
  serverNow: "2026-01-01T10:02:00.000Z",
  questions: [
    { _id: "q-tf", kind: "true-false", prompt: "Gold is a metal", choices: [], points: 1 },
    { _id: "q-num", kind: "number", prompt: "Atomic number of gold?", choices: [], points: 1 },
  ],
};

const graded: GradedAttempt = {
  _id: "attempt-1",
  quizId: "quiz-1",
  number: 1,
  submittedAt: "2026-01-01T10:03:00.000Z",
  expired: false,
  score: 1,
  maxScore: 2,
  percent: 50,
  passed: false,
  answersShown: true,
  questions: [
    {
      ...open.questions[0]!,
      answer: true,
      correct: true,
      awarded: 1,
      key: { correct: true, accepted: null, value: null, tolerance: null },
      explanation: "Gold is a transition metal.",
    },
    {
      ...open.questions[1]!,
      answer: 78,
      correct: false,
      awarded: 0,
      key: { correct: null, accepted: null, value: 79, tolerance: 0 },
      explanation: "Gold has 79 protons.",
    },
  ],
};

function stubQuiz() {
  let submitted = false;
  return stubApi((call: ApiCall) => {
    if (call.path === "/quizzes/quiz-1/attempts/open") return json({ success: true, attempt: submitted ? null : open });
    if (call.path === "/quizzes/quiz-1/attempts") return json({ success: true, attempts: submitted ? [graded] : [] });
    if (call.path === "/quiz-attempts/attempt-1/submission") {
      submitted = true;
      return json({
        success: true,
        attempt: graded,
        progress: {
          totalAssignments: 0,
          completedAssignments: 0,
          totalLessons: 2,
          completedLessons: 1,
          progressPercentage: 50,
          isCompleted: false,
          hasAssignments: false,
        },
      });
    }
    return json({ success: true, quizzes: [] });
  });
}

describe("taking a quiz", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("titles the tab by quiz and class, and gives the page its title back when the quiz closes", async () => {
    stubQuiz();
    document.title = "Class page | Classwise";
    renderRoutes(
      [
        { path: "/", element: <QuizView quiz={makeQuiz()} classTitle="Chemistry" /> },
        { path: "/other", element: <p>x</p> },
      ],
      "/",
    );
    await waitFor(() => expect(document.title).toBe("Metals check · Chemistry | Classwise"));
    expect(screen.getByRole("heading", { name: "Metals check" })).toHaveFocus();
  });

  it("keeps unsent answers through a reload, counts down on the server's clock, and shows the graded attempt", async () => {
    const calls = stubQuiz();
    const user = userEvent.setup();
    const first = renderRoutes([{ path: "/", element: <QuizView quiz={makeQuiz()} classTitle="Chemistry" /> }], "/");
    const tf = await screen.findByRole("group", { name: /Question 1 of 2/ });
    // The server said 8 minutes are left, whatever this machine's clock says.
    expect(screen.getByRole("timer")).toHaveTextContent(copy.timeLeft("8:00"));
    await user.click(within(tf).getByLabelText(copy.trueLabel));
    await user.type(
      within(screen.getByRole("group", { name: /Question 2 of 2/ })).getByLabelText(copy.yourAnswer),
      "78",
    );
    expect(JSON.parse(sessionStorage.getItem("classwise.quiz-attempt.attempt-1") ?? "{}")).toEqual({
      "q-tf": true,
      "q-num": "78",
    });

    // A reload: a fresh screen over the same open attempt shows the same answers.
    first.router.dispose();
    document.body.innerHTML = "";
    renderRoutes([{ path: "/", element: <QuizView quiz={makeQuiz()} classTitle="Chemistry" /> }], "/");
    const again = await screen.findByRole("group", { name: /Question 2 of 2/ });
    expect(within(again).getByLabelText(copy.yourAnswer)).toHaveValue("78");
    expect(within(screen.getByRole("group", { name: /Question 1 of 2/ })).getByLabelText(copy.trueLabel)).toBeChecked();

    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(copy.score(1, 2, 50))).toBeInTheDocument();
    const sent = calls.find((call) => call.path === "/quiz-attempts/attempt-1/submission");
    // A number question's answer goes as a number.
    expect(sent?.body).toEqual({ answers: { "q-tf": true, "q-num": 78 } });
    expect(screen.getByText(`${copy.explanation}: Gold has 79 protons.`)).toBeInTheDocument();
    expect(screen.getByText(`${copy.correctAnswer}: 79`)).toBeInTheDocument();
    expect(sessionStorage.getItem("classwise.quiz-attempt.attempt-1")).toBeNull();
  });
});

describe("the teacher's quizzes", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("adds a question of the chosen type and shows a quiz's item analysis", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/classes/class-1/questions" && call.method === "POST")
        return json({ success: true, question: {} }, 201);
      if (call.path === "/classes/class-1/questions")
        return json({
          success: true,
          questions: [
            {
              _id: "q-tf",
              classId: "class-1",
              kind: "true-false",
              prompt: "Gold is a metal",
              choices: [],
              points: 1,
              explanation: null,
              correct: true,
              accepted: null,
              value: null,
              tolerance: null,
              createdAt: "2026-01-01T10:00:00.000Z",
            },
          ],
        });
      if (call.path === "/quiz-questions/q-tf") return json({ success: true, message: copy.questionDeleted });
      if (call.path === "/quizzes/class/class-1")
        return json({ success: true, quizzes: [makeQuiz({ questionIds: ["q-tf"], openAttemptId: null })] });
      if (call.path === "/quizzes/quiz-1/report")
        return json({
          success: true,
          students: [
            {
              studentId: "s1",
              name: "Ann Able",
              email: "ann@example.test",
              attempts: 2,
              bestPercent: 100,
              passed: true,
              lastSubmittedAt: "2026-01-01T10:00:00.000Z",
            },
          ],
          items: [{ questionId: "q-tf", prompt: "Gold is a metal", drawn: 4, correct: 3, share: 75 }],
        });
      return json({ success: true, lessons: [], totalMinutes: 0, nextLessonId: null, progress: null });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <TeacherQuizzes classId="class-1" /> }], "/");
    await user.click(await screen.findByRole("button", { name: `${copy.results} Metals check` }));
    expect(await screen.findByRole("cell", { name: "75% (3)" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "100%" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: copy.addQuestion }));
    const dialog = await screen.findByRole("dialog", { name: copy.addQuestion });
    await user.selectOptions(within(dialog).getByLabelText(copy.fields.kind), "number");
    await user.type(within(dialog).getByLabelText(copy.fields.prompt), "Atomic number of gold?");
    await user.type(within(dialog).getByLabelText(copy.fields.numberValue), "79");
    await user.click(within(dialog).getByRole("button", { name: copy.addQuestion }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      kind: "number",
      prompt: "Atomic number of gold?",
      points: 1,
      explanation: null,
      value: 79,
      tolerance: 0,
    });

    // Deleting a bank question asks first, then sends DELETE.
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await user.click(await screen.findByRole("button", { name: `${copy.deleteQuestion} Gold is a metal` }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === "/quiz-questions/q-tf")).toBe(true),
    );
  });
  it("edits a bank question and a quiz from forms filled with what they hold", async () => {
    const question = {
      _id: "q-sc",
      classId: "class-1",
      kind: "single-choice",
      prompt: "Which is a metal?",
      choices: ["Gold", "Glass", "Wood"],
      points: 2,
      explanation: null,
      correct: 0,
      accepted: null,
      value: null,
      tolerance: null,
      createdAt: "2026-01-01T10:00:00.000Z",
    };
    const calls = stubApi((call) => {
      if (call.method === "PATCH" && call.path === "/quiz-questions/q-sc")
        return json({ success: true, question: { ...question, prompt: "Which one is a metal?" } });
      if (call.method === "PATCH" && call.path === "/quizzes/quiz-1")
        return json({ success: true, quiz: makeQuiz({ questionIds: ["q-sc"], openAttemptId: null }) });
      if (call.path === "/classes/class-1/questions") return json({ success: true, questions: [question] });
      if (call.path === "/quizzes/class/class-1")
        return json({
          success: true,
          quizzes: [makeQuiz({ questionIds: ["q-sc"], openAttemptId: null, drawCount: null, passPercent: 80 })],
        });
      return json({ success: true, lessons: [], totalMinutes: 0, nextLessonId: null, progress: null });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <TeacherQuizzes classId="class-1" /> }], "/");

    await user.click(await screen.findByRole("button", { name: `${copy.editQuestion} Which is a metal?` }));
    const questionDialog = await screen.findByRole("dialog", { name: copy.editQuestion });
    expect(within(questionDialog).getByLabelText(copy.fields.kind)).toHaveValue("single-choice");
    expect(within(questionDialog).getByLabelText(copy.fields.choices)).toHaveValue("Gold\nGlass\nWood");
    expect(within(questionDialog).getByLabelText(copy.fields.correctChoice)).toHaveValue("1");
    const prompt = within(questionDialog).getByLabelText(copy.fields.prompt);
    await user.clear(prompt);
    await user.type(prompt, "Which one is a metal?");
    await user.click(within(questionDialog).getByRole("button", { name: copy.saveChanges }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      kind: "single-choice",
      prompt: "Which one is a metal?",
      points: 2,
      explanation: null,
      choices: ["Gold", "Glass", "Wood"],
      correct: 0,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: copy.editQuestion })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: `${copy.editQuiz} Metals check` }));
    const quizDialog = await screen.findByRole("dialog", { name: copy.editQuiz });
    expect(within(quizDialog).getByLabelText(copy.fields.title)).toHaveValue("Metals check");
    expect(within(quizDialog).getByRole("checkbox", { name: /Which is a metal\?/ })).toBeChecked();
    const passMark = within(quizDialog).getByLabelText(copy.fields.passPercent);
    expect(passMark).toHaveValue("80");
    await user.clear(passMark);
    await user.type(passMark, "70");
    await user.click(within(quizDialog).getByRole("button", { name: copy.saveChanges }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/quizzes/quiz-1" && call.method === "PATCH")).toBe(true),
    );
    expect(calls.find((call) => call.path === "/quizzes/quiz-1" && call.method === "PATCH")?.body).toEqual({
      title: "Metals check",
      afterLessonId: null,
      passPercent: 70,
      attemptsAllowed: 2,
      timeLimitSeconds: 600,
      showAnswers: "after-submit",
      drawCount: null,
      questionIds: ["q-sc"],
    });
  });
});
