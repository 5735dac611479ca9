import { dataRightsMessages } from "@classwise/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/form-field";
import { FormModal } from "../../../components/ui/form-modal";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { ApiError } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";

const copy = dataRightsMessages;

/** Profile's "Delete account": a confirmation dialog that asks for the password, then signs out for good. */
export function DeleteAccountPanel() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const { logout } = useAuth();

  const close = () => {
    setOpen(false);
    setPassword("");
    setError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: async () => {
        toast.success(copy.deleted, { toastId: "account-deleted" });
        // The sessions are gone already; signing out clears what the browser still holds.
        await logout().catch(() => undefined);
        window.location.assign(paths.home);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422) setError(failure.message);
        else toast.error(copy.deleteFailed, { toastId: "account-deleted" });
      },
    });
  };

  return (
    <TitledSection
      titleId="delete-account-title"
      title={copy.deleteTitle}
      heading="h3"
      className={`${panelClass} border-red-200 dark:border-red-900/60`}
      titleClassName="text-lg font-bold text-red-700 dark:text-red-300"
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.deleteIntro}</p>
      <Button variant="dangerOutline" className="mt-4" onClick={() => setOpen(true)}>
        {copy.deleteButton}
      </Button>
      <FormModal
        open={open}
        text={{
          title: copy.deleteConfirmTitle,
          cancel: copy.cancel,
          submit: copy.deleteConfirmButton,
          busy: copy.deleting,
        }}
        onClose={close}
        onSubmit={submit}
        busy={remove.isPending}
        submitClassName="bg-red-600 hover:bg-red-700 disabled:bg-red-600/60"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{copy.deleteConfirmBody}</p>
        <PasswordField
          label={copy.deletePasswordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">{copy.deleteGoogleHint}</p>
      </FormModal>
    </TitledSection>
  );
}
