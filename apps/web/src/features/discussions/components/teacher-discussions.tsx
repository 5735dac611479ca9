import { discussionsMessages, lessonsMessages, progressMessages } from "@classwise/shared";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { inputClass } from "../../../components/ui/form-field";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { TitledSection } from "../../../components/ui/titled-section";
import { useClassLessons } from "../../../lib/api/class-lessons";
import { useDocumentTitle } from "../../../lib/document-title";
import { LessonDiscussion } from "./lesson-discussion";

const copy = discussionsMessages;

/**
 * The teacher's view of the discussions under their class's lessons: one lesson at a time, chosen from a list
 * (`?lesson=` in the address, where a new-question notification leads); the teacher answers, pins and removes.
 */
export function TeacherDiscussions({ classId, classTitle }: { classId: string; classTitle: string }) {
  const lessons = useClassLessons(classId);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectId = useId();
  const rows = lessons.data?.lessons ?? [];
  const asked = searchParams.get("lesson");
  const chosen = asked ?? rows[0]?._id ?? null;
  // A discussion opened by its address (a new-question notification) titles the tab by lesson and class.
  const askedTitle = rows.find((lesson) => lesson._id === asked)?.title;
  useDocumentTitle(askedTitle ? copy.pageTitle(askedTitle, classTitle) : undefined);
  return (
    <TitledSection
      titleId="discussions-title"
      title={`${lessonsMessages.title}: ${copy.title}`}
      heading="h3"
      titleClassName="text-xl font-bold text-slate-900 dark:text-white"
      className="space-y-4"
    >
      {lessons.isError ? (
        <SectionError onRetry={() => void lessons.refetch()}>{lessonsMessages.loadFailed}</SectionError>
      ) : !lessons.data ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : rows.length === 0 || !chosen ? (
        <SectionEmpty title={lessonsMessages.noLessons} text={copy.emptyText} />
      ) : (
        <>
          <div className="max-w-md space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {copy.lessonLabel}
            </label>
            <select
              id={selectId}
              className={inputClass}
              value={chosen}
              onChange={(event) =>
                setSearchParams((params) => {
                  params.set("lesson", event.target.value);
                  return params;
                })
              }
            >
              {rows.map((lesson) => (
                <option key={lesson._id} value={lesson._id}>
                  {lesson.position}. {lesson.title}
                </option>
              ))}
            </select>
          </div>
          <LessonDiscussion key={chosen} lessonId={chosen} />
        </>
      )}
    </TitledSection>
  );
}
