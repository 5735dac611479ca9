import { CATEGORIES, classesMessages, type PublicClass } from "@classwise/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { TextField } from "../../../../components/ui/form-field";
import { FormModal } from "../../../../components/ui/form-modal";
import { SelectField } from "../../../../components/ui/select-field";
import { TextAreaField } from "../../../../components/ui/text-area-field";
import { ApiError } from "../../../../lib/api-client";
import { bindFields } from "../../../../lib/field-binding";
import { zodResolver } from "../../../../lib/form-resolver";
import { toast } from "../../../../lib/toast";
import { useUpdateClassContent } from "../../api/update-class-content";
import {
  type UpdateClassFormInput,
  type UpdateClassFormValues,
  updateClassFormSchema,
} from "../../lib/class-form-schemas";
import { ClassImageField, imageFieldProps } from "./class-image-field";
import { PriceField } from "./price-field";
import { uploadWithToast } from "./upload-with-toast";

const copy = classesMessages;

/** success:false inside a 2xx answer reads 'Failed to update class'; a failed request the longer text (product §8). */
function updateFailure(error: unknown): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300
    ? copy.updateFailed
    : copy.updateFailedRetry;
}

export interface UpdateClassModalProps {
  /** The class being edited; the modal is closed when null. */
  item: PublicClass | null;
  onClose: () => void;
}

/** product §2 My Classes: the Update modal (title, price, description, image kept or replaced). */
export function UpdateClassModal({ item, onClose }: UpdateClassModalProps) {
  // A fresh form for every class opened.
  return item && <UpdateClassForm key={item._id} item={item} onClose={onClose} />;
}

const TEXT = { title: copy.updateTitle, cancel: copy.cancel, submit: copy.saveChanges, busy: copy.saving };

function UpdateClassForm({ item, onClose }: { item: PublicClass; onClose: () => void }) {
  const [isSaving, setIsSaving] = useState(false);
  const update = useUpdateClassContent();
  const form = useForm<UpdateClassFormInput, unknown, UpdateClassFormValues>({
    resolver: zodResolver(updateClassFormSchema),
    mode: "onBlur",
    defaultValues: {
      title: item.title,
      price: item.price.toFixed(2),
      category: item.category,
      description: item.description,
      currentImage: item.image,
      image: null,
    },
  });
  const { isSubmitting } = form.formState;
  const field = bindFields(form, isSubmitting);
  const currentImage = form.watch("currentImage");
  const revalidateImage = () => void form.trigger("image");

  const onSubmit = form.handleSubmit(async (values) => {
    setIsSaving(true);
    try {
      let image = values.currentImage;
      if (values.image) {
        const url = await uploadWithToast(values.image, copy.uploadingNew);
        if (!url) return;
        image = url;
      }
      await update.mutateAsync({
        id: item._id,
        title: values.title,
        price: values.price,
        category: values.category,
        description: values.description,
        image,
      });
      toast.success(copy.updated);
      onClose();
    } catch (error) {
      toast.error(updateFailure(error));
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <FormModal
      open
      text={TEXT}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={isSaving}
      formLabel={copy.updateTitle}
      size="lg"
      submitClassName="sm:min-w-40"
    >
      <TextField label={copy.titleLabel} maxLength={200} data-autofocus {...field("title")} />
      <PriceField {...field("price")} />
      <SelectField
        label={copy.categoryFieldLabel}
        placeholder={copy.categoryPlaceholder}
        options={CATEGORIES}
        {...field("category")}
      />
      <TextAreaField label={copy.descriptionLabel} maxLength={5000} rows={4} {...field("description")} />
      <Controller
        control={form.control}
        name="image"
        render={(image) => (
          <div>
            <ClassImageField
              label={copy.imageLabel}
              currentUrl={currentImage || undefined}
              disabled={isSubmitting}
              {...imageFieldProps(image, revalidateImage, () => form.setValue("currentImage", ""))}
            />
            {!currentImage && item.image && !image.field.value && (
              <button
                type="button"
                onClick={() => {
                  form.setValue("currentImage", item.image);
                  revalidateImage();
                }}
                className="mt-2 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
              >
                {copy.keepCurrentImage}
              </button>
            )}
          </div>
        )}
      />
    </FormModal>
  );
}
