import { dripMessages, lessonsMessages, type StudentProgress } from "@classwise/shared";
import { Link } from "react-router";
import { ClassProgress } from "../../../components/ui/class-progress";
import { LessonMinutes } from "../../../components/ui/lesson-line";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { LessonTick } from "../../../features/lessons/components/lesson-ticks";
import type { OutlineItem } from "./outline";

const copy = lessonsMessages;
const player = copy.player;

const LOCK_ICON = "M7 11V7a5 5 0 0110 0v4M5 11h14v10H5z";

function doneLabel(item: OutlineItem) {
  if (item.kind === "quiz") return item.isDone ? player.passed : player.notPassed;
  return item.isDone ? copy.completedMark : copy.notCompletedMark;
}

/**
 * The class's lessons and quizzes in order beside the item being read (or in the drawer on narrow screens):
 * ticks, the current item (`aria-current`), and dripped lessons locked with their opening date, without a link.
 */
export function PlayerOutline({
  items,
  currentKey,
  progress,
  onNavigate,
  titleId,
}: {
  items: readonly OutlineItem[];
  currentKey: string;
  progress: StudentProgress | undefined;
  /** Called when a row is followed (the drawer closes). */
  onNavigate?: () => void;
  titleId: string;
}) {
  return (
    <nav aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
        {player.outlineTitle}
      </h2>
      <ClassProgress progress={progress} />
      <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {items.map((item) => {
          const key = `${item.kind}:${item.id}`;
          const isCurrent = key === currentKey;
          const label = item.kind === "quiz" ? player.quiz : item.position === null ? "" : `${item.position}.`;
          return (
            <li key={key}>
              {item.opensAt ? (
                <div className="flex items-start gap-3 px-3 py-3 text-sm text-slate-600 dark:text-slate-400">
                  <StrokeIcon d={LOCK_ICON} size={20} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">
                      {label} {item.title}
                      <span className="sr-only">, {dripMessages.lockedLabel}</span>
                    </span>
                    <span className="block font-semibold text-amber-800 dark:text-amber-200">
                      {dripMessages.lockedShort(item.opensAt)}
                    </span>
                  </span>
                </div>
              ) : (
                <Link
                  to={item.href}
                  onClick={onNavigate}
                  aria-current={isCurrent ? "page" : undefined}
                  data-autofocus={isCurrent ? true : undefined}
                  className={`flex items-start gap-3 px-3 py-3 text-sm transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                    isCurrent
                      ? "font-semibold shadow-[inset_4px_0_0_var(--color-brand-600)] dark:shadow-[inset_4px_0_0_var(--color-brand-500)]"
                      : "hover:bg-slate-50 dark:hover:bg-slate-800/60"
                  }`}
                >
                  <LessonTick completed={item.isDone} label={doneLabel(item)} />
                  <span className="min-w-0 flex-1 text-slate-900 dark:text-white">
                    <span className="text-slate-600 dark:text-slate-400">{label}</span> {item.title}
                    {isCurrent && <span className="sr-only"> ({player.current})</span>}
                  </span>
                  {item.minutes !== null && <LessonMinutes minutes={item.minutes} />}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
