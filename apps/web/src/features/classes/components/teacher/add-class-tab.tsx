import { CATEGORIES, classesMessages } from "@classwise/shared";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/form-field";
import { SelectField } from "../../../../components/ui/select-field";
import { TextAreaField } from "../../../../components/ui/text-area-field";
import { TitledSection } from "../../../../components/ui/titled-section";
import { ApiError } from "../../../../lib/api-client";
import { useAuth } from "../../../../lib/auth/auth-context";
import { bindFields } from "../../../../lib/field-binding";
import { zodResolver } from "../../../../lib/form-resolver";
import { paths } from "../../../../lib/paths";
import { toast } from "../../../../lib/toast";
import { useCreateClass } from "../../api/create-class";
import { type AddClassFormInput, type AddClassFormValues, addClassFormSchema } from "../../lib/class-form-schemas";
import { ClassImageField, imageFieldProps } from "./class-image-field";
import { PriceField } from "./price-field";
import { uploadWithToast } from "./upload-with-toast";

const copy = classesMessages;
type Phase = "idle" | "uploading" | "adding";

const readOnlyInput =
  "[&_input]:bg-slate-100 [&_input]:text-slate-600 dark:[&_input]:bg-slate-800 dark:[&_input]:text-slate-300";

/**
 * The server's own message when it sent one about this request (product §8 'server message if present'): a
 * success:false answer or a 4xx. Network failures and 5xx carry nothing useful, so they read the fallback.
 */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

/** product §2 Teacher dashboard, Add New Class. */
export function AddClassTab() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createClass = useCreateClass();
  const [phase, setPhase] = useState<Phase>("idle");
  // A retry after a failed save reuses the upload instead of sending the same file again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const form = useForm<AddClassFormInput, unknown, AddClassFormValues>({
    resolver: zodResolver(addClassFormSchema),
    mode: "onBlur",
    defaultValues: { title: "", price: "", category: undefined, description: "", image: null },
  });
  const isBusy = phase !== "idle";
  const field = bindFields(form, isBusy);
  const teacherName = user?.displayName ?? "";
  const teacherEmail = user?.email ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user || !values.image) return;
    const file = values.image;
    setPhase("uploading");
    let url = uploaded.current?.file === file ? uploaded.current.url : null;
    if (!url) {
      url = await uploadWithToast(file, copy.uploading);
      if (!url) {
        setPhase("idle");
        return;
      }
      uploaded.current = { file, url };
    }
    setPhase("adding");
    try {
      await createClass.mutateAsync({
        title: values.title,
        price: values.price,
        category: values.category,
        description: values.description,
        image: url,
        teacherName,
        teacherEmail,
        teacherUid: user.uid,
      });
      toast.success(copy.added);
      navigate(paths.teacher.myClasses);
    } catch (error) {
      toast.error(failureMessage(error, copy.addFailed));
      for (const [field, list] of Object.entries(error instanceof ApiError ? (error.fieldErrors ?? {}) : {})) {
        if (field === "title" || field === "price" || field === "description")
          form.setError(field, { message: list[0] });
      }
      setPhase("idle");
    }
  });

  return (
    <TitledSection
      titleId="add-class-title"
      title={copy.addTitle}
      className="mx-auto w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      titleClassName="text-xl font-bold tracking-tight sm:text-2xl"
    >
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{copy.addIntro}</p>
      <form onSubmit={onSubmit} noValidate aria-label={copy.addTitle} className="mt-6 space-y-5">
        <TextField label={copy.titleLabel} placeholder={copy.titlePlaceholder} maxLength={200} {...field("title")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={copy.teacherNameLabel}
            value={teacherName}
            readOnly
            aria-readonly="true"
            className={readOnlyInput}
          />
          <TextField
            label={copy.teacherEmailLabel}
            type="email"
            value={teacherEmail}
            readOnly
            aria-readonly="true"
            className={readOnlyInput}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <PriceField placeholder="0.00" {...field("price")} />
          <SelectField
            label={copy.categoryFieldLabel}
            placeholder={copy.categoryPlaceholder}
            options={CATEGORIES}
            {...field("category")}
          />
        </div>
        <TextAreaField
          label={copy.descriptionLabel}
          placeholder={copy.descriptionPlaceholder}
          maxLength={5000}
          {...field("description")}
        />
        <Controller
          control={form.control}
          name="image"
          render={(image) => (
            <ClassImageField
              label={copy.imageLabel}
              disabled={isBusy}
              {...imageFieldProps(image, () => void form.trigger("image"))}
            />
          )}
        />
        <div className="flex justify-end border-t border-slate-100 pt-5 dark:border-slate-800">
          <Button type="submit" busy={isBusy} className="w-full sm:w-auto sm:min-w-48">
            {phase === "uploading" ? copy.uploadingImageButton : phase === "adding" ? copy.addingButton : copy.submit}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}
