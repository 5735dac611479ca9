import { lessonsMessages, type PublicClass, progressMessages, quizzesMessages } from "@classwise/shared";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useParams } from "react-router";
import { Drawer } from "../../../components/ui/drawer";
import { SectionEmpty, SectionError, SectionStatus } from "../../../components/ui/section-status";
import { Spinner } from "../../../components/ui/spinner";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { LessonDiscussion } from "../../../features/discussions/components/lesson-discussion";
import { LessonView } from "../../../features/lessons/components/lesson-view";
import { useClassQuizzes } from "../../../features/quizzes/api/quiz-reads";
import { QuizView } from "../../../features/quizzes/components/quiz-view";
import { useClassLessons } from "../../../lib/api/class-lessons";
import { paths } from "../../../lib/paths";
import { BackLink } from "../back-link";
import { useEnrolledClass } from "../use-enrolled-class";
import { buildOutline, neighboursOf, type OutlineItem } from "./outline";
import { PlayerNav } from "./player-nav";
import { PlayerOutline } from "./player-outline";

const copy = lessonsMessages.player;

/**
 * The lesson player (docs/decisions/0042-lesson-player.md): one lesson (with its discussion under it) or one
 * quiz of a class the student is enrolled in, as the main column, with the class's outline beside it on wide
 * screens and in a drawer on narrow ones.
 */
export function LessonPlayerPage() {
  const { id = "", lessonId, quizId } = useParams();
  const item = useEnrolledClass(id);
  if (!item) return <Spinner />;
  const current = lessonId ? { kind: "lesson" as const, id: lessonId } : { kind: "quiz" as const, id: quizId ?? "" };
  return <Player item={item} current={current} />;
}

function Player({ item, current }: { item: PublicClass; current: Pick<OutlineItem, "kind" | "id"> }) {
  const lessons = useClassLessons(item._id);
  const quizzes = useClassQuizzes(item._id);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const outlineTitleId = useId();
  const drawerTitleId = useId();
  const outline = useMemo(
    () => (lessons.data && quizzes.data ? buildOutline(item._id, lessons.data.lessons, quizzes.data) : undefined),
    [item._id, lessons.data, quizzes.data],
  );
  const { previous, next } = outline ? neighboursOf(outline, current.kind, current.id) : {};
  const currentKey = `${current.kind}:${current.id}`;
  const progress = lessons.data?.progress ?? undefined;

  const outlinePanel = (titleId: string, onNavigate?: () => void) =>
    lessons.isError || quizzes.isError ? (
      <SectionError
        onRetry={() => {
          void lessons.refetch();
          void quizzes.refetch();
        }}
      >
        {lessonsMessages.loadFailed}
      </SectionError>
    ) : !outline ? (
      <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
    ) : (
      <PlayerOutline
        items={outline}
        currentKey={currentKey}
        progress={progress}
        onNavigate={onNavigate}
        titleId={titleId}
      />
    );
  const navigation = <PlayerNav previous={previous} next={next} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <div className="min-w-0 space-y-1">
          <BackLink to={paths.student.enrolledClass(item._id)}>{copy.backToClass}</BackLink>
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">{item.title}</h1>
        </div>
        {/* Below 1024 px the progress bar is in the drawer; its figure stays in sight here. */}
        <div className="flex items-center gap-3 lg:hidden">
          {progress && (
            <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {copy.percentDone(progress.progressPercentage)}
            </p>
          )}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <StrokeIcon d="M4 6h16M4 12h16M4 18h10" size={18} />
            {copy.openOutline}
          </button>
        </div>
      </header>

      <div className="mt-6 gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          {current.kind === "lesson" ? (
            <>
              <LessonView
                key={current.id}
                classId={item._id}
                classTitle={item.title}
                lessonId={current.id}
                nextHref={next?.href}
                navigation={navigation}
              />
              <LessonDiscussion key={`discussion-${current.id}`} lessonId={current.id} heading="h3" />
            </>
          ) : (
            <QuizItem quizzes={quizzes} quizId={current.id} classTitle={item.title} navigation={navigation} />
          )}
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto">{outlinePanel(outlineTitleId)}</div>
        </aside>
      </div>

      <Drawer
        open={isDrawerOpen}
        title={copy.outlineTitle}
        closeLabel={copy.closeOutline}
        onClose={() => setDrawerOpen(false)}
      >
        {/* Following a row closes the drawer; the new item then takes focus. */}
        {outlinePanel(drawerTitleId, () => setDrawerOpen(false))}
      </Drawer>
    </div>
  );
}

function QuizItem({
  quizzes,
  quizId,
  classTitle,
  navigation,
}: {
  quizzes: ReturnType<typeof useClassQuizzes>;
  quizId: string;
  classTitle: string;
  navigation: ReactNode;
}) {
  if (quizzes.isError)
    return <SectionError onRetry={() => void quizzes.refetch()}>{quizzes.error.message}</SectionError>;
  if (!quizzes.data) return <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>;
  const quiz = quizzes.data.find((one) => one._id === quizId);
  if (!quiz) return <SectionEmpty title={quizzesMessages.quizNotFound} text="" />;
  return (
    <div className="space-y-5">
      <QuizView key={quiz._id} quiz={quiz} classTitle={classTitle} />
      {navigation}
    </div>
  );
}
