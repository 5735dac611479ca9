import type { ZodType } from "zod";
import { toast } from "../../../lib/toast";

/** What a mutation is told: on success the form toasts and closes, on a refusal the server's text shows in it. */
export interface SaveHandlers {
  onSuccess: () => void;
  onError: (failure: Error) => void;
}

/**
 * The bank's and the quiz editor's submit: the form's value checked against the API's schema (its first issue,
 * as "field: message", shown in the form), then saved by `save`; once saved, `savedText` as a toast and the form
 * closes.
 */
export function saveParsed<T>(
  schema: ZodType<T>,
  value: unknown,
  form: { setError: (message: string) => void; close: () => void; savedText: string },
  save: (body: T, handlers: SaveHandlers) => void,
) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    form.setError(`${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`);
    return;
  }
  save(parsed.data, {
    onSuccess: () => {
      toast.success(form.savedText);
      form.close();
    },
    onError: (failure) => form.setError(failure.message),
  });
}
