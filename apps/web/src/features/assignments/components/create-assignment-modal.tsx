import {
  ASSIGNMENT_DESCRIPTION_MAX,
  ASSIGNMENT_TITLE_MAX,
  classPageMessages,
  learningMessages,
} from "@classwise/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/ui/form-field";
import { FormModal } from "../../../components/ui/form-modal";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { ApiError } from "../../../lib/api-client";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../../lib/date-time";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { type AssignmentFormValues, assignmentFormSchema } from "../../../lib/form-schemas";
import { toast } from "../../../lib/toast";
import { useCreateAssignment } from "../api/create-assignment";

const copy = learningMessages;
const EMPTY: AssignmentFormValues = { title: "", deadline: "", description: "" };
const FIELDS = ["title", "deadline", "description"] as const;
const TEXT = { title: copy.createAssignment, cancel: copy.cancel, submit: copy.addAssignment, busy: copy.adding };

/** product §2 'Create Assignment' modal: title, deadline (date-time picker, not in the past), description. */
export function CreateAssignmentModal({
  open,
  onClose,
  classId,
}: {
  open: boolean;
  onClose: () => void;
  classId: string;
}) {
  const create = useCreateAssignment(classId);
  // The picker's lower bound is the minute the modal opened; the schema re-checks at submit time.
  const [minDeadline, setMinDeadline] = useState(() => toDateTimeLocalValue(new Date()));
  const form = useForm<AssignmentFormValues>({
    resolver: zodResolver(assignmentFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  // Only the request disables the form: validation must be able to focus the first invalid field.
  const isSubmitting = create.isPending;
  const field = bindFields(form, isSubmitting);

  const close = () => {
    form.reset(EMPTY);
    setMinDeadline(toDateTimeLocalValue(new Date()));
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        classId,
        title: values.title,
        description: values.description,
        deadline: dateTimeLocalToIso(values.deadline) ?? values.deadline,
      });
      toast.success(classPageMessages.assignmentCreated);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
        toast.error(classPageMessages.assignmentFailedShort);
        return;
      }
      toast.error(classPageMessages.assignmentFailed);
      // A 400 or 422 names the field (a deadline that passed while the modal was open, say).
      for (const field of FIELDS) {
        const message = error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;
        if (message) form.setError(field, { message });
      }
    }
  });

  return (
    <FormModal open={open} text={TEXT} onClose={close} onSubmit={onSubmit} busy={isSubmitting}>
      <TextField
        label={copy.assignmentTitleLabel}
        placeholder={copy.assignmentTitlePlaceholder}
        maxLength={ASSIGNMENT_TITLE_MAX}
        autoComplete="off"
        data-autofocus
        {...field("title")}
      />
      <TextField label={copy.assignmentDeadlineLabel} type="datetime-local" min={minDeadline} {...field("deadline")} />
      {/* Field props as in the other forms (label, placeholder, limit, binding): each names its own. */}
      <TextAreaField
        label={copy.assignmentDescriptionLabel}
        placeholder={copy.assignmentDescriptionPlaceholder}
        maxLength={ASSIGNMENT_DESCRIPTION_MAX}
        {...field("description")}
      />
    </FormModal>
  );
}
