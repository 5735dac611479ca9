import { FEEDBACK_MAX, type GradingSubmission, gradingMessages } from "@classwise/shared";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { ApiError } from "../../../lib/api-client";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { type GradeFormValues, gradeFormSchema } from "../../../lib/form-schemas";
import { toast } from "../../../lib/toast";
import { useGradeSubmission } from "../api/grade-submission";

const copy = gradingMessages;

export interface GradeFormProps {
  submission: GradingSubmission;
  /** After a grade is saved (focus moves on from the form). */
  onGraded: (nextUngradedId: string | null) => void;
}

/** Score (0-100) and feedback of one submission; grading again changes the grade. */
export function GradeForm({ submission, onGraded }: GradeFormProps) {
  const formId = useId();
  const grade = useGradeSubmission();
  const scoreRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<GradeFormValues>({
    resolver: zodResolver(gradeFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      score: submission.score === null ? "" : String(submission.score),
      feedback: submission.feedback ?? "",
    },
  });
  const isGraded = submission.gradedAt !== null;

  // Each submission opens with the cursor in its score field, the first thing to type.
  useEffect(() => {
    scoreRef.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await grade.mutateAsync({
        submissionId: submission._id,
        body: { score: Number(values.score), feedback: values.feedback.trim() },
      });
      toast.success(copy.graded);
      onGraded(data.nextUngradedId);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : copy.gradeFailed);
      for (const field of ["score", "feedback"] as const) {
        const message = error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;
        if (message) form.setError(field, { message });
      }
    }
  });

  const field = bindFields(form, grade.isPending);
  const scoreField = field("score");
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={copy.saveGrade}>
      <TextField
        label={copy.scoreLabel}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-40"
        {...scoreField}
        ref={(element) => {
          scoreField.ref(element);
          scoreRef.current = element;
        }}
      />
      <TextAreaField
        label={copy.feedbackLabel}
        placeholder={copy.feedbackPlaceholder}
        maxLength={FEEDBACK_MAX}
        {...field("feedback")}
      />
      <Button type="submit" busy={grade.isPending}>
        {grade.isPending ? copy.saving : isGraded ? copy.changeGrade : copy.saveGrade}
      </Button>
    </form>
  );
}
