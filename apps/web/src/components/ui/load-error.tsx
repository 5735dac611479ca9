import { guardsMessages } from "@classwise/shared";
import { ApiError } from "../../lib/api-client";
import { Button } from "./button";

/** The two ways product §8 words a failed list load. */
export interface LoadErrorTexts {
  /** The server answered success:false inside a 2xx ('Failed to fetch …'). */
  fetchFailed: string;
  /** The request itself failed ('Failed to load …'). */
  loadFailed: string;
}

export function loadErrorText(error: Error, texts: LoadErrorTexts): string {
  return error instanceof ApiError && error.status >= 200 && error.status < 300 ? texts.fetchFailed : texts.loadFailed;
}

/** A failed load, said in the spec's words, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <Button onClick={onRetry} className="mt-4">
        {guardsMessages.tryAgain}
      </Button>
    </div>
  );
}
