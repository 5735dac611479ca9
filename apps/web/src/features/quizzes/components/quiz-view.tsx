import {
  type AnswerValue,
  type GradedAttempt,
  lessonsMessages,
  type OpenAttempt,
  progressMessages,
  type Quiz,
  quizzesMessages,
} from "@classwise/shared";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { panelClass } from "../../../components/ui/titled-section";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { toast } from "../../../lib/toast";
import { useQuizAttempts } from "../api/quiz-reads";
import { useStartAttempt, useSubmitAttempt } from "../api/quiz-writes";
import { AttemptResult } from "./attempt-result";
import { QuizQuestionField } from "./quiz-question-field";

const copy = quizzesMessages;

/** Unsent answers of an open attempt live in the tab's session storage, so a reload keeps them. */
const storageKey = (attemptId: string) => `classwise.quiz-attempt.${attemptId}`;

function loadAnswers(attemptId: string): Record<string, AnswerValue> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(attemptId)) ?? "{}") as Record<string, AnswerValue>;
  } catch {
    return {};
  }
}

function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, "0")}`;
}

/** Answers as the API takes them: numbers typed into a number question are sent as numbers. */
function toPayload(attempt: OpenAttempt, answers: Record<string, AnswerValue>): Record<string, AnswerValue> {
  const payload: Record<string, AnswerValue> = {};
  for (const question of attempt.questions) {
    const value = answers[question._id];
    if (value === undefined) continue;
    payload[question._id] =
      question.kind === "number" && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
        ? Number(value)
        : value;
  }
  return payload;
}

/** A student's quiz: its facts, Start or Resume, the open attempt with its clock, and the graded attempts. */
export function QuizView({ quiz, classTitle }: { quiz: Quiz; classTitle: string }) {
  useDocumentTitle(lessonsMessages.player.lessonTitle(quiz.title, classTitle));
  const attempts = useQuizAttempts(quiz._id);
  const start = useStartAttempt(quiz._id, quiz.classId);
  const [latest, setLatest] = useState<GradedAttempt | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a quiz puts focus on its title, as a new page would.
  useEffect(() => headingRef.current?.focus(), []);

  const attemptsLeft = Math.max(0, quiz.attemptsAllowed - quiz.attemptsUsed);
  const open = attempts.data?.open ?? null;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: () => setLatest(null),
      onError: (error) => toast.error(error.message),
    });

  return (
    <article aria-labelledby="quiz-title" className={`${panelClass} space-y-5`}>
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
          {copy.quizLabel}
        </p>
        <h2
          id="quiz-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none dark:text-white"
        >
          {quiz.title}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li>{copy.questionCount(quiz.questionCount)}</li>
          <li>{copy.passMark(quiz.passPercent)}</li>
          <li>{quiz.timeLimitSeconds ? copy.timeLimit(Math.round(quiz.timeLimitSeconds / 60)) : copy.noTimeLimit}</li>
          <li>{copy.attemptsLeft(attemptsLeft, quiz.attemptsAllowed)}</li>
          {quiz.passed && <li className="font-semibold text-emerald-700 dark:text-emerald-300">{copy.passed}</li>}
        </ul>
      </header>

      {attempts.isError ? (
        <SectionError onRetry={() => void attempts.refetch()}>{attempts.error.message}</SectionError>
      ) : !attempts.data ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : open ? (
        <AttemptForm
          key={open._id}
          attempt={open}
          quiz={quiz}
          onGraded={(graded) => {
            setLatest(graded);
            headingRef.current?.focus();
          }}
        />
      ) : (
        <>
          {latest && <AttemptResult attempt={latest} headingLevel="h3" />}
          {attemptsLeft > 0 && (
            <Button onClick={begin} busy={start.isPending}>
              {quiz.attemptsUsed === 0 ? copy.start : copy.startAgain}
            </Button>
          )}
          {attempts.data.graded.filter((attempt) => attempt._id !== latest?._id).length > 0 && (
            <section aria-labelledby="quiz-attempts-title" className="space-y-3">
              <h3 id="quiz-attempts-title" className="font-semibold text-slate-900 dark:text-white">
                {copy.previousAttempts}
              </h3>
              {attempts.data.graded
                .filter((attempt) => attempt._id !== latest?._id)
                .map((attempt) => (
                  <AttemptResult key={attempt._id} attempt={attempt} headingLevel="h4" />
                ))}
            </section>
          )}
        </>
      )}
    </article>
  );
}

/** The open attempt: one fieldset per question, the server's clock counting down, and Submit. */
function AttemptForm({
  attempt,
  quiz,
  onGraded,
}: {
  attempt: OpenAttempt;
  quiz: Quiz;
  onGraded: (attempt: GradedAttempt) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(() => loadAnswers(attempt._id));
  const submit = useSubmitAttempt(quiz._id, quiz.classId);
  // The page's clock against the server's: the deadline is the server's.
  const [offset] = useState(() => new Date(attempt.serverNow).getTime() - Date.now());
  const deadline = attempt.deadlineAt ? new Date(attempt.deadlineAt).getTime() : null;
  const [left, setLeft] = useState(() => (deadline === null ? null : deadline - (Date.now() + offset)));
  const sent = useRef(false);

  useEffect(() => {
    sessionStorage.setItem(storageKey(attempt._id), JSON.stringify(answers));
  }, [attempt._id, answers]);

  const send = () => {
    if (sent.current) return;
    sent.current = true;
    submit.mutate(
      { attemptId: attempt._id, answers: toPayload(attempt, answers) },
      {
        onSuccess: (answer) => {
          sessionStorage.removeItem(storageKey(attempt._id));
          onGraded(answer.attempt);
        },
        onError: (error) => {
          // A refusal (time up, already submitted) is final; a dropped connection may be retried.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            sessionStorage.removeItem(storageKey(attempt._id));
          else sent.current = false;
          toast.error(error.message);
        },
      },
    );
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const remaining = deadline - (Date.now() + offset);
      setLeft(remaining);
      // At the deadline the answers given so far go in (the server allows a short grace for the trip).
      if (remaining <= 0) sendRef.current();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offset]);

  const unanswered = attempt.questions.filter((question) => answers[question._id] === undefined).length;

  return (
    <form
      noValidate
      aria-label={copy.attemptNumber(attempt.number)}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (unanswered > 0 && !window.confirm(copy.confirmSubmitUnanswered(unanswered))) return;
        send();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900 dark:text-white">{copy.attemptNumber(attempt.number)}</p>
        {left !== null && (
          <p role="timer" aria-live="off" className="font-mono text-sm text-slate-700 dark:text-slate-300">
            {copy.timeLeft(formatLeft(left))}
          </p>
        )}
      </div>
      {attempt.questions.map((question, index) => (
        <QuizQuestionField
          key={question._id}
          question={question}
          index={index + 1}
          total={attempt.questions.length}
          value={answers[question._id]}
          disabled={submit.isPending}
          onChange={(value) =>
            setAnswers((current) => {
              const next = { ...current };
              if (value === undefined) delete next[question._id];
              else next[question._id] = value;
              return next;
            })
          }
        />
      ))}
      <Button type="submit" busy={submit.isPending}>
        {submit.isPending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
