import { type AnswerValue, quizzesMessages, type StudentQuestion } from "@classwise/shared";
import { useId } from "react";
import { inputClass } from "../../../components/ui/form-field";

const copy = quizzesMessages;

/** One question of an open attempt: a fieldset named by the prompt, with the control its kind needs. */
export function QuizQuestionField({
  question,
  index,
  total,
  value,
  onChange,
  disabled,
}: {
  question: StudentQuestion;
  index: number;
  total: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  disabled: boolean;
}) {
  const name = useId();
  const optionClass =
    "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:text-slate-100 dark:has-[:checked]:bg-brand-500/10";
  let control: React.ReactNode;
  switch (question.kind) {
    case "single-choice":
    case "true-false": {
      const options =
        question.kind === "true-false"
          ? [
              { label: copy.trueLabel, value: true as AnswerValue },
              { label: copy.falseLabel, value: false as AnswerValue },
            ]
          : question.choices.map((label, choice) => ({ label, value: choice as AnswerValue }));
      control = options.map((option) => (
        <label key={String(option.value)} className={optionClass}>
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
            className="h-4 w-4 accent-brand-600"
          />
          <span>{option.label}</span>
        </label>
      ));
      break;
    }
    case "multiple-choice": {
      const picked = Array.isArray(value) ? value : [];
      control = question.choices.map((label, choice) => (
        <label key={label} className={optionClass}>
          <input
            type="checkbox"
            checked={picked.includes(choice)}
            onChange={(event) => {
              const next = event.target.checked ? [...picked, choice] : picked.filter((n) => n !== choice);
              onChange(next.length > 0 ? next.sort((a, b) => a - b) : undefined);
            }}
            disabled={disabled}
            className="h-4 w-4 accent-brand-600"
          />
          <span>{label}</span>
        </label>
      ));
      break;
    }
    case "short-text":
    case "number":
      control = (
        <label className="block">
          <span className="sr-only">{copy.yourAnswer}</span>
          <input
            type="text"
            inputMode={question.kind === "number" ? "decimal" : "text"}
            value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
            onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
            placeholder={question.kind === "number" ? copy.numberPlaceholder : copy.textPlaceholder}
            disabled={disabled}
            autoComplete="off"
            className={`${inputClass} border-slate-300 dark:border-slate-700`}
          />
        </label>
      );
      break;
  }
  return (
    <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-600 dark:text-slate-300">
        {copy.questionOf(index, total)} · {copy.pointsLabel(question.points)}
      </legend>
      <p className="font-semibold text-slate-900 dark:text-white">{question.prompt}</p>
      <div className="space-y-2">{control}</div>
    </fieldset>
  );
}
