import {
  type BankQuestion,
  type LessonSummary,
  type Quiz,
  quizBodySchema,
  quizzesMessages,
  SHOW_ANSWERS,
  type ShowAnswers,
} from "@classwise/shared";
import { useState } from "react";
import { inputClass } from "../../../components/ui/form-field";
import { FormModal } from "../../../components/ui/form-modal";
import { useUpdateQuiz } from "../api/quiz-edits";
import { useCreateQuiz } from "../api/quiz-writes";
import { Field } from "./question-modal";
import { saveParsed } from "./save-parsed";

const copy = quizzesMessages;
const controlClass = `${inputClass} border-slate-300 dark:border-slate-700`;
const initial = {
  title: "",
  afterLessonId: "",
  passPercent: "60",
  attemptsAllowed: "3",
  timeLimitMinutes: "",
  showAnswers: "after-submit" as ShowAnswers,
  drawCount: "",
};

const numberFields = ["passPercent", "attemptsAllowed", "timeLimitMinutes", "drawCount"] as const;

/** The form's texts of a quiz being edited. */
function toForm(quiz: Quiz): typeof initial {
  return {
    title: quiz.title,
    afterLessonId: quiz.afterLessonId ?? "",
    passPercent: String(quiz.passPercent),
    attemptsAllowed: String(quiz.attemptsAllowed),
    timeLimitMinutes: quiz.timeLimitSeconds === null ? "" : String(quiz.timeLimitSeconds / 60),
    showAnswers: quiz.showAnswers,
    drawCount: quiz.drawCount === null ? "" : String(quiz.drawCount),
  };
}

/**
 * Adds a quiz to the outline, or changes `quiz`: its place after a lesson, its settings and the bank questions
 * it draws from.
 */
export function QuizModal({
  classId,
  quiz,
  lessons,
  bank,
  open,
  onClose,
}: {
  classId: string;
  quiz?: Quiz | undefined;
  lessons: readonly Pick<LessonSummary, "_id" | "title">[];
  bank: readonly BankQuestion[];
  open: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState(quiz ? toForm(quiz) : initial);
  const [picked, setPicked] = useState<string[]>(quiz?.questionIds ?? []);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateQuiz(classId);
  const update = useUpdateQuiz(classId);
  const title = quiz ? copy.editQuiz : copy.addQuiz;
  const set = (name: keyof typeof initial) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const close = () => {
    setForm(initial);
    setPicked([]);
    setError(null);
    onClose();
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      busy={create.isPending || update.isPending}
      size="lg"
      text={{ title, cancel: copy.cancel, submit: quiz ? copy.saveChanges : copy.addQuiz, busy: copy.saving }}
      onSubmit={(event) => {
        event.preventDefault();
        const value = {
          title: form.title,
          afterLessonId: form.afterLessonId || null,
          passPercent: Number(form.passPercent),
          attemptsAllowed: Number(form.attemptsAllowed),
          timeLimitSeconds: form.timeLimitMinutes ? Math.round(Number(form.timeLimitMinutes) * 60) : null,
          showAnswers: form.showAnswers,
          drawCount: form.drawCount ? Number(form.drawCount) : null,
          questionIds: bank.map((question) => question._id).filter((id) => picked.includes(id)),
        };
        saveParsed(quizBodySchema, value, { setError, close, savedText: copy.quizSaved }, (body, saved) =>
          quiz ? update.mutate({ quizId: quiz._id, quiz: body }, saved) : create.mutate(body, saved),
        );
      }}
    >
      <Field label={copy.fields.title}>
        {(id) => <input id={id} value={form.title} onChange={set("title")} className={controlClass} />}
      </Field>
      <Field label={copy.fields.placement}>
        {(id) => (
          <select id={id} value={form.afterLessonId} onChange={set("afterLessonId")} className={controlClass}>
            <option value="">{copy.atStart}</option>
            {lessons.map((lesson) => (
              <option key={lesson._id} value={lesson._id}>
                {copy.afterLesson(lesson.title)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberFields.map((name) => (
          <Field key={name} label={copy.fields[name]}>
            {(id) => (
              <input id={id} inputMode="numeric" value={form[name]} onChange={set(name)} className={controlClass} />
            )}
          </Field>
        ))}
      </div>
      <Field label={copy.fields.showAnswers}>
        {(id) => (
          <select id={id} value={form.showAnswers} onChange={set("showAnswers")} className={controlClass}>
            {SHOW_ANSWERS.map((value) => (
              <option key={value} value={value}>
                {copy.showAnswersOptions[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {copy.fields.questions}
        </legend>
        {bank.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{copy.bankEmpty}</p>}
        {bank.map((question) => (
          <label key={question._id} className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-600"
              checked={picked.includes(question._id)}
              onChange={(event) =>
                setPicked((current) =>
                  event.target.checked ? [...current, question._id] : current.filter((id) => id !== question._id),
                )
              }
            />
            <span>
              {question.prompt}{" "}
              <span className="text-slate-500 dark:text-slate-400">
                ({copy.kinds[question.kind]}, {copy.pointsLabel(question.points)})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </FormModal>
  );
}
