import { lessonsMessages } from "@classwise/shared";
import { LessonMinutes, LessonPosition } from "../../../components/ui/lesson-line";
import { TitledSection } from "../../../components/ui/titled-section";
import { useCurriculum } from "../api/get-curriculum";

const copy = lessonsMessages;

/** The class's lessons as everyone may see them: count, total minutes and titles, never their text. */
export function CurriculumSection({ classId }: { classId: string }) {
  const query = useCurriculum(classId);
  // A class without lessons, or a curriculum that failed to load, simply has no section.
  if (!query.data?.totalLessons) return null;
  const { lessons, totalLessons, totalMinutes } = query.data;
  return (
    <TitledSection
      titleId="curriculum-title"
      title={copy.curriculumTitle}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      titleClassName="text-xl font-bold text-slate-900 dark:text-white"
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {copy.curriculumSummary(totalLessons, totalMinutes)}
      </p>
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {lessons.map((lesson) => (
          <li key={lesson._id} className="flex items-center gap-3 py-2.5">
            {/* An outline row as in the student's outline, without the tick and the link (lesson-line.tsx). */}
            <LessonPosition position={lesson.position} />
            <span className="min-w-0 flex-1 text-slate-800 dark:text-slate-200">{lesson.title}</span>
            <LessonMinutes minutes={lesson.estimatedMinutes} />
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
