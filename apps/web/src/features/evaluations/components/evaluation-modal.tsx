import { classPageMessages, EVALUATION_DESCRIPTION_MAX, learningMessages } from "@classwise/shared";
import { useId } from "react";
import { useController, useForm } from "react-hook-form";
import { FormModal } from "../../../components/ui/form-modal";
import { StarRatingInput } from "../../../components/ui/star-rating";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { ApiError } from "../../../lib/api-client";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { type EvaluationFormValues, evaluationFormSchema } from "../../../lib/form-schemas";
import { toast } from "../../../lib/toast";
import { useSubmitEvaluation } from "../api/submit-evaluation";

const copy = learningMessages;
const EMPTY: EvaluationFormValues = { rating: 0, description: "" };
const TEXT = { title: copy.evaluationTitle, cancel: copy.cancel, submit: copy.sendEvaluation, busy: copy.sending };

export interface EvaluationModalProps {
  open: boolean;
  onClose: () => void;
  classId: string;
  teacherName: string;
}

/** product §2 evaluation modal: 1-5 stars, Feedback Description, Cancel, Send Evaluation (texts from §5 and §8). */
export function EvaluationModal({ open, onClose, classId, teacherName }: EvaluationModalProps) {
  const labelId = useId();
  const errorId = useId();
  const send = useSubmitEvaluation();
  const form = useForm<EvaluationFormValues>({
    resolver: zodResolver(evaluationFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // Registered before the description, so that a failed submit focuses the stars first.
  const { field: rating } = useController({ control: form.control, name: "rating" });
  // Only the request disables the form: validation must be able to focus the first invalid field.
  const isSubmitting = send.isPending;
  const field = bindFields(form, isSubmitting);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ classId, ...values });
      toast.success(classPageMessages.evaluationSubmitted);
      close();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 409) {
        // Nothing more to send for this class: say so and close.
        toast.error(classPageMessages.evaluationDuplicate);
        close();
      } else if (status >= 200 && status < 300) {
        toast.error(classPageMessages.evaluationFailedShort);
      } else {
        toast.error(classPageMessages.evaluationFailed);
      }
    }
  });

  return (
    <FormModal open={open} text={TEXT} onClose={close} onSubmit={onSubmit} busy={isSubmitting}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{copy.evaluationIntro(teacherName)}</p>
      <div>
        <p id={labelId} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {copy.rating}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <StarRatingInput
            ref={rating.ref}
            value={rating.value}
            onChange={rating.onChange}
            labelledBy={labelId}
            describedBy={errors.rating ? errorId : undefined}
            invalid={Boolean(errors.rating)}
            disabled={isSubmitting}
            starLabel={copy.star}
          />
          {rating.value > 0 && (
            <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {copy.ratingValue(rating.value)}
            </span>
          )}
        </div>
        {errors.rating && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {errors.rating.message}
          </p>
        )}
      </div>
      {/* Field props as in the other forms (label, placeholder, limit, binding): each names its own. */}
      <TextAreaField
        label={copy.feedbackDescription}
        placeholder={copy.feedbackPlaceholder}
        maxLength={EVALUATION_DESCRIPTION_MAX}
        {...field("description")}
      />
    </FormModal>
  );
}
