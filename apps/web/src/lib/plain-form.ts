import type { FormErrors } from "@classwise/shared";
import { type FormEvent, useCallback, useRef, useState } from "react";

/**
 * The form state of the sign-in, registration and password pages, the first pages a visitor loads: uncontrolled
 * inputs checked by the form's plain rule function (packages/shared schemas/auth-forms.ts), a field on blur and,
 * once the form was submitted, on every change; a submit with errors focuses the first field in error. The same
 * behaviour as the dashboards' forms (react-hook-form with `mode: "onBlur"`) without loading that library and a
 * schema library on those pages.
 */
export function usePlainForm<T extends Record<string, string>>({
  defaultValues,
  rules,
}: {
  defaultValues: T;
  rules: (values: T) => FormErrors<T>;
}) {
  const fields = useRef(new Map<keyof T, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const names = Object.keys(defaultValues) as (keyof T)[];

  const read = useCallback(
    () => Object.fromEntries(names.map((name) => [name, fields.current.get(name)?.value ?? defaultValues[name]])) as T,
    [names, defaultValues],
  );

  const check = useCallback(
    (name: keyof T) => {
      const message = rules(read())[name];
      setErrors((current) => {
        if (current[name] === message) return current;
        const next = { ...current };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      });
    },
    [rules, read],
  );

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    onBlur: () => check(name),
    onChange: () => {
      if (submitted.current) check(name);
    },
  });

  const handleSubmit = (onValid: (values: T) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const values = read();
    const found = rules(values);
    setErrors(found);
    const first = names.find((name) => found[name] !== undefined);
    if (first !== undefined) {
      fields.current.get(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, errors, isSubmitting };
}
