import { roleLabel } from "@classwise/shared";

const tones: Record<string, string> = {
  admin: "bg-purple-100 text-purple-800 ring-purple-200 dark:bg-purple-950 dark:text-purple-200 dark:ring-purple-800",
  teacher:
    "bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  student: "bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
};
const neutral = "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700";

/** product §3: admin, teacher, student; anything else reads 'User'. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        (role && tones[role]) || neutral
      }`}
    >
      {roleLabel(role)}
    </span>
  );
}
