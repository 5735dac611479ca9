import { loginMessages, registerMessages } from "@classwise/shared";
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { AuthAlternatives } from "./auth-alternatives";
import { AuthCard } from "./auth-card";

const texts = { login: loginMessages, register: registerMessages } as const;

/** The sign-in and sign-up pages: the card, the form with its fields and submit button, then the other ways in. */
export function IdentityForm({
  mode,
  target,
  onSubmit,
  busy,
  children,
}: {
  mode: "login" | "register";
  target: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}) {
  const { title, subtitle, submit } = texts[mode];
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <Button type="submit" busy={busy} className="w-full">
          {submit}
        </Button>
      </form>
      <AuthAlternatives mode={mode} target={target} />
    </AuthCard>
  );
}
