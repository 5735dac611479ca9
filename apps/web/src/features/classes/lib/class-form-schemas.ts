import { CATEGORIES, classPriceInputSchema, imageFileProblem, validationMessages } from "@classwise/shared";
import { z } from "zod";

/** The picked file: required, and an accepted image type under 5MB (product §5 Image file). */
const requiredImageFile = z.custom<File | null>().superRefine((file, context) => {
  if (!file) {
    context.addIssue({ code: "custom", message: validationMessages.classImageRequired });
    return;
  }
  const problem = imageFileProblem(file);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** product §5 Add class: title, price (numeric, step 0.01, min 0), subject, description and image, all required. */
export const addClassFormSchema = z.object({
  title: z.string().trim().min(1, validationMessages.classTitleRequired),
  price: classPriceInputSchema,
  category: z.enum(CATEGORIES, { error: validationMessages.categoryRequired }),
  description: z.string().trim().min(1, validationMessages.descriptionRequired),
  image: requiredImageFile,
});
export type AddClassFormInput = z.input<typeof addClassFormSchema>;
export type AddClassFormValues = z.output<typeof addClassFormSchema>;

/**
 * product §5 Class update: title, price and description required; the image is the current one (kept) or a
 * newly picked file, and at least one of the two.
 */
export const updateClassFormSchema = z
  .object({
    title: z.string().trim().min(1, validationMessages.titleRequired),
    price: classPriceInputSchema,
    category: z.enum(CATEGORIES, { error: validationMessages.categoryRequired }),
    description: z.string().trim().min(1, validationMessages.descriptionRequired),
    currentImage: z.string(),
    image: z.custom<File | null>(),
  })
  .superRefine((values, context) => {
    if (values.image) {
      const problem = imageFileProblem(values.image);
      if (problem) context.addIssue({ code: "custom", path: ["image"], message: problem });
    } else if (!values.currentImage) {
      context.addIssue({ code: "custom", path: ["image"], message: validationMessages.classImageKeepOrUpload });
    }
  });
export type UpdateClassFormInput = z.input<typeof updateClassFormSchema>;
export type UpdateClassFormValues = z.output<typeof updateClassFormSchema>;
