import { classDetailsMessages } from "@classwise/shared";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "");
  return letters.toUpperCase() || "?";
}

export function InstructorCard({ name, email }: { name: string; email: string }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-sky-500 text-xl font-bold text-white"
      >
        {initialsOf(name)}
      </span>
      <div className="min-w-0">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{name}</p>
        <a href={`mailto:${email}`} className="break-all text-sm text-slate-600 hover:underline dark:text-slate-400">
          {email}
        </a>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{classDetailsMessages.instructorNote}</p>
      </div>
    </div>
  );
}
