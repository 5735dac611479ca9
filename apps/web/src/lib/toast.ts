import type { Id, ToastContent, ToastOptions, UpdateOptions } from "react-toastify";

/**
 * Toasts (product §4) without react-toastify in the first load of a page: the library and its container load
 * with the first toast. Calls made meanwhile are passed on in their order once it is in; react-toastify itself
 * holds a toast until its container has mounted.
 */
type Toastify = typeof import("react-toastify");

let library: Promise<Toastify> | undefined;
const onRequested = new Set<() => void>();
let nextId = 0;

function load(): Promise<Toastify> {
  if (!library) {
    library = import("react-toastify");
    for (const listener of onRequested) listener();
  }
  return library;
}

/** Whether a toast has been asked for yet, and a way to hear when one is (the container mounts then). */
export function toastsRequested() {
  return library !== undefined;
}

export function onToastRequested(listener: () => void) {
  onRequested.add(listener);
  return () => {
    onRequested.delete(listener);
  };
}

function show(kind: "success" | "error" | "info" | "loading") {
  return (content: ToastContent, options?: ToastOptions): Id => {
    nextId += 1;
    const toastId = options?.toastId ?? `toast-${nextId}`;
    void load().then(({ toast }) => toast[kind](content, { ...options, toastId }));
    return toastId;
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  loading: show("loading"),
  update(id: Id, options: UpdateOptions) {
    void load().then(({ toast }) => toast.update(id, options));
  },
};
