import { classesMessages, IMAGE_MIME_TYPES, imageFileProblem } from "@classwise/shared";
import { useEffect, useId, useRef, useState } from "react";
import { StrokeIcon } from "../../../../components/ui/stroke-icon";
import { FALLBACK_CLASS_IMAGE, useFallbackOnError } from "../../../../lib/images";

const copy = classesMessages;

export interface ClassImageFieldProps {
  label: string;
  /**
   * The picked file, if any. A refused file (wrong type, too large) stays in the form so validation names
   * the problem, but it is never previewed or named here.
   */
  file: File | null | undefined;
  /** An image already hosted (the class's current one), shown when no new file is picked. */
  currentUrl?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  onPick: (file: File | null) => void;
  /** Removes the picked file, or the current image when none is picked. */
  onRemove: () => void;
  onBlur?: () => void;
}

/**
 * The field's file, error and handlers from the form's `image` controller: a pick or a removal is checked at
 * once (`revalidate`); removing with no file picked removes the current image (`removeCurrent`).
 */
export function imageFieldProps(
  {
    field,
    fieldState,
  }: {
    field: { value: File | null; onChange: (file: File | null) => void; onBlur: () => void };
    fieldState: { error?: { message?: string | undefined } | undefined };
  },
  revalidate: () => void,
  removeCurrent?: () => void,
): Pick<ClassImageFieldProps, "file" | "error" | "onBlur" | "onPick" | "onRemove"> {
  return {
    file: field.value,
    error: fieldState.error?.message,
    onBlur: field.onBlur,
    onPick: (file) => {
      field.onChange(file);
      revalidate();
    },
    onRemove: () => {
      if (field.value) field.onChange(null);
      else removeCurrent?.();
      revalidate();
    },
  };
}

/** Object URL for a picked file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** product §2 Class Image: file upload with a preview and a remove button. */
export function ClassImageField({
  label,
  file: picked,
  currentUrl,
  error,
  disabled = false,
  onPick,
  onRemove,
  onBlur,
}: ClassImageFieldProps) {
  const file = picked && !imageFileProblem(picked) ? picked : null;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);
  const onImageError = useFallbackOnError(FALLBACK_CLASS_IMAGE);
  const shown = previewUrl ?? currentUrl ?? null;
  const describedBy = error ? `${inputId}-error` : `${inputId}-hint`;

  const remove = () => {
    if (inputRef.current) inputRef.current.value = "";
    onRemove();
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {shown && (
        <div className="relative mb-3 max-w-md overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
          <img
            src={shown}
            onError={onImageError}
            alt={previewUrl ? copy.imagePreview : copy.currentImage}
            width={640}
            height={360}
            className="aspect-[16/9] w-full object-cover"
          />
          <span className="absolute bottom-3 left-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
            {previewUrl ? copy.newImage : copy.currentImage}
          </span>
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-red-700 shadow transition hover:bg-white disabled:opacity-60 dark:bg-slate-950/90 dark:text-red-300 dark:hover:bg-slate-950"
          >
            <StrokeIcon d="M6 6l12 12M18 6L6 18" size={16} />
            {copy.removeImage}
          </button>
        </div>
      )}
      <div
        className={`flex flex-col gap-3 rounded-xl border-2 border-dashed p-4 sm:flex-row sm:items-center ${
          error ? "border-red-400 dark:border-red-500/70" : "border-slate-300 dark:border-slate-700"
        }`}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_MIME_TYPES.join(",")}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0] ?? null;
            // Cleared so that picking the same file again (after fixing it) still fires a change.
            event.currentTarget.value = "";
            onPick(picked);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:bg-slate-800 dark:text-brand-100 dark:hover:bg-slate-700"
        >
          <StrokeIcon d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" size={18} />
          {shown ? copy.changeImage : copy.chooseImage}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400" data-testid="picked-file">
          {file?.name ?? ""}
        </span>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {copy.imageHint}
        </p>
      )}
    </div>
  );
}
