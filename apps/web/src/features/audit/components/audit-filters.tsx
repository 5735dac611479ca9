import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, operationsMessages } from "@classwise/shared";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form-field";
import { type AuditFilters, noAuditFilters } from "../api/audit-log";

const copy = operationsMessages;
const controlClass = `${inputClass} border-slate-300 dark:border-slate-700`;

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The filters of the audit log: applied together with Apply, all dropped with Clear. */
export function AuditFiltersForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), objectId: draft.objectId.trim() });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={copy.filters}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <Labelled label={copy.actorLabel}>
        {(id) => (
          <input id={id} value={draft.actor} onChange={set("actor")} className={controlClass} autoComplete="off" />
        )}
      </Labelled>
      <Labelled label={copy.actionLabel}>
        {(id) => (
          <select id={id} value={draft.action} onChange={set("action")} className={controlClass}>
            <option value="">{copy.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={copy.objectTypeLabel}>
        {(id) => (
          <select id={id} value={draft.objectType} onChange={set("objectType")} className={controlClass}>
            <option value="">{copy.anyObject}</option>
            {AUDIT_OBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={copy.objectIdLabel}>
        {(id) => (
          <input
            id={id}
            value={draft.objectId}
            onChange={set("objectId")}
            className={controlClass}
            autoComplete="off"
          />
        )}
      </Labelled>
      <Labelled label={copy.fromLabel}>
        {(id) => <input id={id} type="date" value={draft.from} onChange={set("from")} className={controlClass} />}
      </Labelled>
      <Labelled label={copy.toLabel}>
        {(id) => <input id={id} type="date" value={draft.to} onChange={set("to")} className={controlClass} />}
      </Labelled>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{copy.applyFilters}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(noAuditFilters);
            onApply(noAuditFilters);
          }}
        >
          {copy.clearFilters}
        </Button>
      </div>
    </form>
  );
}
