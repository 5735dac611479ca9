import {
  type BankQuestion,
  QUESTION_KINDS,
  type QuestionKind,
  questionBodySchema,
  quizzesMessages,
} from "@classwise/shared";
import { type ReactNode, useId, useState } from "react";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { FormModal } from "../../../components/ui/form-modal";
import { useUpdateQuestion } from "../api/quiz-edits";
import { useAddQuestion } from "../api/quiz-writes";
import { saveParsed } from "./save-parsed";

const copy = quizzesMessages;
const controlClass = `${inputClass} border-slate-300 dark:border-slate-700`;

/** A labelled native control (select, text area, input) in the shared field frame. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FieldShell inputId={id} label={label}>
      {children(id)}
    </FieldShell>
  );
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The question as the API takes it, from the form's texts (1-based choice numbers become indexes). */
function toBody(form: Record<string, string>, kind: QuestionKind) {
  const common = { kind, prompt: form.prompt, points: Number(form.points), explanation: form.explanation || null };
  const picks = lines((form.correct ?? "").replaceAll(",", "\n")).map((n) => Number(n) - 1);
  switch (kind) {
    case "single-choice":
      return { ...common, choices: lines(form.choices ?? ""), correct: picks[0] ?? -1 };
    case "multiple-choice":
      return { ...common, choices: lines(form.choices ?? ""), correct: picks };
    case "true-false":
      return { ...common, correct: form.correct !== "false" };
    case "short-text":
      return { ...common, accepted: lines(form.accepted ?? "") };
    case "number":
      return { ...common, value: Number(form.value), tolerance: Number(form.tolerance || 0) };
  }
}

const empty = {
  prompt: "",
  points: "1",
  explanation: "",
  choices: "",
  correct: "",
  accepted: "",
  value: "",
  tolerance: "",
};

/** The form's texts of a bank question being edited (indexes become the 1-based numbers the form shows). */
function toForm(question: BankQuestion): Record<string, string> {
  const { correct } = question;
  return {
    ...empty,
    prompt: question.prompt,
    points: String(question.points),
    explanation: question.explanation ?? "",
    choices: question.choices.join("\n"),
    correct:
      typeof correct === "boolean"
        ? String(correct)
        : Array.isArray(correct)
          ? correct.map((index) => index + 1).join(", ")
          : correct === null
            ? ""
            : String(correct + 1),
    accepted: (question.accepted ?? []).join("\n"),
    value: question.value === null ? "" : String(question.value),
    tolerance: question.tolerance === null ? "" : String(question.tolerance),
  };
}

/**
 * Adds a question to the class's bank, or changes `question` (attempts already made keep it as they drew it):
 * its type decides which fields the key takes.
 */
export function QuestionModal({
  classId,
  question,
  open,
  onClose,
}: {
  classId: string;
  question?: BankQuestion | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? "single-choice");
  const [form, setForm] = useState<Record<string, string>>(question ? toForm(question) : empty);
  const [error, setError] = useState<string | null>(null);
  const add = useAddQuestion(classId);
  const update = useUpdateQuestion(classId);
  const title = question ? copy.editQuestion : copy.addQuestion;
  const set = (name: string) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const close = () => {
    setForm(empty);
    setError(null);
    onClose();
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      busy={add.isPending || update.isPending}
      size="lg"
      text={{ title, cancel: copy.cancel, submit: question ? copy.saveChanges : copy.addQuestion, busy: copy.saving }}
      onSubmit={(event) => {
        event.preventDefault();
        saveParsed(
          questionBodySchema,
          toBody(form, kind),
          { setError, close, savedText: copy.questionSaved },
          (body, saved) =>
            question ? update.mutate({ questionId: question._id, body }, saved) : add.mutate(body, saved),
        );
      }}
    >
      <Field label={copy.fields.kind}>
        {(id) => (
          <select
            id={id}
            value={kind}
            onChange={(event) => setKind(event.target.value as QuestionKind)}
            className={controlClass}
          >
            {QUESTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {copy.kinds[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={copy.fields.prompt}>
        {(id) => <textarea id={id} rows={2} value={form.prompt} onChange={set("prompt")} className={controlClass} />}
      </Field>
      {(kind === "single-choice" || kind === "multiple-choice") && (
        <>
          <Field label={copy.fields.choices}>
            {(id) => (
              <textarea id={id} rows={4} value={form.choices} onChange={set("choices")} className={controlClass} />
            )}
          </Field>
          <Field label={kind === "single-choice" ? copy.fields.correctChoice : copy.fields.correctChoices}>
            {(id) => <input id={id} value={form.correct} onChange={set("correct")} className={controlClass} />}
          </Field>
        </>
      )}
      {kind === "true-false" && (
        <Field label={copy.fields.trueFalse}>
          {(id) => (
            <select
              id={id}
              value={form.correct === "false" ? "false" : "true"}
              onChange={set("correct")}
              className={controlClass}
            >
              <option value="true">{copy.trueLabel}</option>
              <option value="false">{copy.falseLabel}</option>
            </select>
          )}
        </Field>
      )}
      {kind === "short-text" && (
        <Field label={copy.fields.acceptedAnswers}>
          {(id) => (
            <textarea id={id} rows={3} value={form.accepted} onChange={set("accepted")} className={controlClass} />
          )}
        </Field>
      )}
      {kind === "number" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={copy.fields.numberValue}>
            {(id) => (
              <input id={id} inputMode="decimal" value={form.value} onChange={set("value")} className={controlClass} />
            )}
          </Field>
          <Field label={copy.fields.tolerance}>
            {(id) => (
              <input
                id={id}
                inputMode="decimal"
                value={form.tolerance}
                onChange={set("tolerance")}
                className={controlClass}
              />
            )}
          </Field>
        </div>
      )}
      <Field label={copy.fields.points}>
        {(id) => (
          <input id={id} inputMode="numeric" value={form.points} onChange={set("points")} className={controlClass} />
        )}
      </Field>
      <Field label={copy.fields.explanation}>
        {(id) => (
          <textarea id={id} rows={2} value={form.explanation} onChange={set("explanation")} className={controlClass} />
        )}
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </FormModal>
  );
}
