import { createContext, useContext } from "react";
import type { SandboxCardAnalysis, SandboxCardField, SandboxCardValue } from "./sandbox-card";

export interface SandboxCardState {
  value: SandboxCardValue;
  analysis: SandboxCardAnalysis;
  setField(field: SandboxCardField, next: string): void;
  touch(field: SandboxCardField): void;
}

export const SandboxCardContext = createContext<SandboxCardState | null>(null);

export function useSandboxCard(): SandboxCardState {
  const state = useContext(SandboxCardContext);
  if (!state) throw new Error("useSandboxCard must be used inside SandboxGatewayProvider");
  return state;
}
