import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from "react-hook-form";

/**
 * What a form hands each of its fields (TextField, TextAreaField, SelectField): the registration, the field's
 * error message, and `disabled` while the form sends. `const field = bindFields(form, busy)`, then
 * `<TextField label={…} {...field("title")} />`.
 */
export function bindFields<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  disabled?: boolean,
) {
  return (name: FieldPath<TValues>) => ({
    disabled,
    error: get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message,
    ...form.register(name),
  });
}
