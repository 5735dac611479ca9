import { type GradedAttempt, type GradedQuestion, quizzesMessages } from "@classwise/shared";

const copy = quizzesMessages;

function shownAnswer(question: GradedQuestion, value: GradedQuestion["answer"]): string {
  if (value === null || value === undefined) return copy.noAnswer;
  if (typeof value === "boolean") return value ? copy.trueLabel : copy.falseLabel;
  if (question.kind === "single-choice" && typeof value === "number") return question.choices[value] ?? String(value);
  if (Array.isArray(value)) return value.map((choice) => question.choices[choice] ?? String(choice)).join(", ");
  return String(value);
}

function keyText(question: GradedQuestion): string | null {
  const { key } = question;
  if (!key) return null;
  if (question.kind === "short-text") return (key.accepted ?? []).join(" / ");
  if (question.kind === "number") return key.tolerance ? `${key.value} ± ${key.tolerance}` : String(key.value ?? "");
  return shownAnswer(question, key.correct);
}

/** A graded attempt: the score, passed or not, and per question the answer, right or wrong, key and explanation. */
export function AttemptResult({
  attempt,
  headingLevel = "h4",
}: {
  attempt: GradedAttempt;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <section
      aria-label={copy.attemptNumber(attempt.number)}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="font-semibold text-slate-900 dark:text-white">{copy.attemptNumber(attempt.number)}</Heading>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            attempt.passed
              ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
              : "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
          }`}
        >
          {attempt.passed ? copy.passed : copy.notPassed}
        </span>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {copy.score(attempt.score, attempt.maxScore, attempt.percent)}
        </p>
      </div>
      {attempt.expired && <p className="text-sm text-amber-800 dark:text-amber-200">{copy.attemptExpired}</p>}
      {!attempt.answersShown && <p className="text-sm text-slate-600 dark:text-slate-400">{copy.answersLater}</p>}
      <ol className="space-y-2">
        {attempt.questions.map((question) => {
          const key = keyText(question);
          return (
            <li key={question._id} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <p className="font-medium text-slate-900 dark:text-white">{question.prompt}</p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {copy.yourAnswer}: {shownAnswer(question, question.answer)} —{" "}
                <span
                  className={
                    question.correct
                      ? "font-semibold text-emerald-700 dark:text-emerald-300"
                      : "font-semibold text-red-700 dark:text-red-300"
                  }
                >
                  {question.correct ? copy.correct : copy.incorrect}
                </span>
              </p>
              {key !== null && (
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {copy.correctAnswer}: {key}
                </p>
              )}
              {question.explanation && (
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {copy.explanation}: {question.explanation}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
