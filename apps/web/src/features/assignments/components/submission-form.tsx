import {
  type Assignment,
  classPageMessages,
  learningMessages,
  SUBMISSION_TEXT_MAX,
  validationMessages,
} from "@classwise/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSubmitAssignment } from "../api/submit-assignment";

/** product §8 Submission: 409, success false, anything else. */
function submissionFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return classPageMessages.submissionDuplicate;
    if (error.status >= 200 && error.status < 300) return classPageMessages.submissionFailedShort;
  }
  return classPageMessages.submissionFailed;
}

/**
 * The inline answer box of a pending assignment (product §2, §5): the text is trimmed and required; the error
 * shows on an empty submit and goes away as soon as the student types.
 */
export function SubmissionForm({ assignment, compact = false }: { assignment: Assignment; compact?: boolean }) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitAssignment(assignment.classId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const submissionText = text.trim();
    if (!submissionText) {
      setError(validationMessages.submissionRequired);
      return;
    }
    try {
      await submit.mutateAsync({ assignmentId: assignment._id, submissionText });
      setText("");
      toast.success(classPageMessages.submitted);
    } catch (failure) {
      toast.error(submissionFailureText(failure));
    }
  };

  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className={`flex flex-col gap-2 ${compact ? "" : "min-w-56"}`}>
      <label htmlFor={id} className="sr-only">
        {learningMessages.submissionLabel(assignment.title)}
      </label>
      <textarea
        id={id}
        value={text}
        rows={compact ? 3 : 2}
        maxLength={SUBMISSION_TEXT_MAX}
        placeholder={learningMessages.submissionPlaceholder}
        disabled={submit.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 ${
          error ? "border-red-500 dark:border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" busy={submit.isPending} className={compact ? "w-full sm:w-auto sm:self-end" : "self-start"}>
        {submit.isPending ? learningMessages.submitting : learningMessages.submit}
      </Button>
    </form>
  );
}
