import {
  type ApplicationFormValues,
  applicationFormSchema,
  applicationMessages,
  CATEGORIES,
  EXPERIENCE_LEVELS,
  type TeacherApplication,
  validationMessages,
} from "@classwise/shared";
import { type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { ApiError } from "../../../lib/api-client";
import { bindFields } from "../../../lib/field-binding";
import { zodResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useResubmitApplication } from "../api/resubmit-application";
import { useSubmitApplication } from "../api/submit-application";

const copy = applicationMessages;
type FormInput = z.input<typeof applicationFormSchema>;

export interface ApplicationFormProps {
  /** The rejected application being edited; absent for a first application. */
  application?: TeacherApplication | undefined;
  defaultName: string;
  email: string;
  /** Leaves edit mode (Cancel and Back to Application Status). */
  onCancel?: (() => void) | undefined;
  /** The server's view changed under us (409 and friends): reload the application. */
  onStale: () => void;
  onSaved: (application: TeacherApplication) => void;
}

/** product §2 /teach form: 'Become an Instructor', or 'Edit Teaching Application' with Cancel. */
export function ApplicationForm({ application, defaultName, email, onCancel, onStale, onSaved }: ApplicationFormProps) {
  const isEdit = Boolean(application);
  const submit = useSubmitApplication();
  const resubmit = useResubmitApplication();
  const form = useForm<FormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    mode: "onBlur",
    defaultValues: {
      name: application?.name ?? defaultName,
      title: application?.title ?? "",
      experience: application?.experience,
      category: application?.category,
    },
  });
  const { isSubmitting } = form.formState;
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = application
        ? await resubmit.mutateAsync({ id: application._id, body: values })
        : await submit.mutateAsync(values);
      toast.success(application ? copy.resubmitted : copy.submitted);
      onSaved(saved);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 409 && !application) {
        toast.error(copy.duplicate);
        onStale();
      } else if (status === 400) {
        toast.error(copy.invalid);
        for (const [field, list] of Object.entries((error as ApiError).fieldErrors ?? {})) {
          if (field in form.getValues()) form.setError(field as Path<FormInput>, { message: list[0] });
        }
      } else {
        toast.error(copy.failed);
        // 404/409/422 on an edit: the application is no longer the rejected one we showed.
        if (status === 404 || status === 409 || status === 422) onStale();
      }
    }
  });

  return (
    <section className="mx-auto w-full max-w-2xl">
      {isEdit && onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          <span aria-hidden="true">←</span> {copy.backToStatus}
        </button>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {isEdit ? copy.editFormTitle : copy.formTitle}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{isEdit ? copy.editFormIntro : copy.formIntro}</p>
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-6 space-y-5"
          aria-label={isEdit ? copy.editFormTitle : copy.formTitle}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={copy.nameLabel} autoComplete="name" hint={copy.nameHint} {...field("name")} />
            <TextField
              label={copy.emailLabel}
              type="email"
              value={email}
              readOnly
              aria-readonly="true"
              hint={validationMessages.emailReadOnly}
              className="[&_input]:bg-slate-100 [&_input]:text-slate-600 dark:[&_input]:bg-slate-800 dark:[&_input]:text-slate-300"
            />
          </div>
          <TextField
            label={copy.titleLabel}
            placeholder={copy.titlePlaceholder}
            hint={copy.titleHint}
            {...field("title")}
          />
          <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
            <SelectField
              label={copy.experienceLabel}
              placeholder={copy.experiencePlaceholder}
              options={EXPERIENCE_LEVELS}
              {...field("experience")}
            />
            {/* Field props as in the other forms (label, placeholder, options, binding): each names its own. */}
            <SelectField
              label={copy.categoryLabel}
              placeholder={copy.categoryPlaceholder}
              options={CATEGORIES}
              {...field("category")}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {isEdit && onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                {copy.cancel}
              </Button>
            )}
            <Button type="submit" busy={isSubmitting} className="sm:min-w-48">
              {isSubmitting ? (isEdit ? copy.resubmitting : copy.submitting) : isEdit ? copy.resubmit : copy.submit}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
