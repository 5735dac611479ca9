import { type BankQuestion, gradingMessages, progressMessages, type Quiz, quizzesMessages } from "@classwise/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { panelClass } from "../../../components/ui/titled-section";
import { useClassLessons } from "../../../lib/api/class-lessons";
import { toast } from "../../../lib/toast";
import { downloadQuizReport, useClassQuizzes, useQuestionBank, useQuizReport } from "../api/quiz-reads";
import { useDeleteQuestion, useDeleteQuiz } from "../api/quiz-writes";
import { QuestionModal } from "./question-modal";
import { QuizModal } from "./quiz-modal";
import { inOutlineOrder, placementOf } from "./student-quizzes";

const copy = quizzesMessages;
const cell = "break-words px-3 py-2 align-top text-sm text-slate-800 dark:text-slate-200";

/** A results table that fits a 375 px screen by wrapping its cells (no sideways scrolling). */
function ResultsTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">{caption}</caption>
      <thead className="bg-slate-50 dark:bg-slate-800/60">
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="break-words px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  );
}

/** The class's teacher: the question bank, the quizzes in the outline, and each quiz's results. */
export function TeacherQuizzes({ classId }: { classId: string }) {
  const bank = useQuestionBank(classId);
  const quizzes = useClassQuizzes(classId);
  const lessons = useClassLessons(classId);
  const remove = useDeleteQuiz(classId);
  const removeQuestion = useDeleteQuestion(classId);
  const [adding, setAdding] = useState<"question" | "quiz" | null>(null);
  const [editingQuestion, setEditingQuestion] = useState<BankQuestion | null>(null);
  const [editingQuiz, setEditingQuiz] = useState<Quiz | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const lessonList = lessons.data?.lessons ?? [];

  return (
    <section aria-labelledby="quizzes-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="quizzes-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {copy.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAdding("question")}>
            {copy.addQuestion}
          </Button>
          <Button onClick={() => setAdding("quiz")} disabled={!bank.data}>
            {copy.addQuiz}
          </Button>
        </div>
      </div>

      {quizzes.isError ? (
        <SectionError onRetry={() => void quizzes.refetch()}>{quizzes.error.message}</SectionError>
      ) : !quizzes.data ? (
        <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
      ) : quizzes.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noQuizzes}</p>
      ) : (
        <ul className="space-y-3">
          {inOutlineOrder(quizzes.data, lessonList).map((quiz) => (
            <li key={quiz._id} className={`${panelClass} space-y-3`}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h4 className="w-full min-w-0 font-semibold sm:w-auto sm:flex-1 text-slate-900 dark:text-white">
                  {quiz.title}
                </h4>
                <span className="text-sm text-slate-600 dark:text-slate-400">{placementOf(quiz, lessonList)}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {copy.questionCount(quiz.questionCount)}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={opened === quiz._id}
                  onClick={() => setOpened(opened === quiz._id ? null : quiz._id)}
                >
                  {opened === quiz._id ? copy.hideResults : copy.results}
                  <span className="sr-only"> {quiz.title}</span>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setEditingQuiz(quiz)} disabled={!bank.data}>
                  {copy.editQuiz}
                  <span className="sr-only"> {quiz.title}</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  busy={remove.isPending && remove.variables === quiz._id}
                  onClick={() => {
                    if (!window.confirm(`${copy.deleteQuiz}: ${quiz.title}?`)) return;
                    remove.mutate(quiz._id, {
                      onSuccess: () => toast.success(copy.quizDeleted),
                      onError: (error) => toast.error(error.message),
                    });
                  }}
                >
                  {copy.deleteQuiz}
                  <span className="sr-only"> {quiz.title}</span>
                </Button>
              </div>
              {opened === quiz._id && <QuizResults quiz={quiz} />}
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="bank-title" className={`${panelClass} space-y-3`}>
        <h4 id="bank-title" className="font-semibold text-slate-900 dark:text-white">
          {copy.bankTitle}
        </h4>
        {bank.isError ? (
          <SectionError onRetry={() => void bank.refetch()}>{bank.error.message}</SectionError>
        ) : !bank.data ? (
          <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>
        ) : bank.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{copy.bankEmpty}</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {bank.data.map((question) => (
              <li key={question._id}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="w-full min-w-0 sm:w-auto sm:flex-1">
                    {question.prompt}{" "}
                    <span className="text-slate-600 dark:text-slate-400">
                      ({copy.kinds[question.kind]}, {copy.pointsLabel(question.points)})
                    </span>
                  </span>
                  <Button variant="secondary" size="sm" onClick={() => setEditingQuestion(question)}>
                    {copy.editQuestion}
                    <span className="sr-only"> {question.prompt}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={removeQuestion.isPending && removeQuestion.variables === question._id}
                    onClick={() => {
                      if (!window.confirm(`${copy.deleteQuestion}: ${question.prompt}?`)) return;
                      removeQuestion.mutate(question._id, {
                        onSuccess: () => toast.success(copy.questionDeleted),
                        onError: (error) => toast.error(error.message),
                      });
                    }}
                  >
                    {copy.deleteQuestion}
                    <span className="sr-only"> {question.prompt}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <QuestionModal classId={classId} open={adding === "question"} onClose={() => setAdding(null)} />
      <QuizModal
        classId={classId}
        lessons={lessonList}
        bank={bank.data ?? []}
        open={adding === "quiz"}
        onClose={() => setAdding(null)}
      />
      {editingQuestion && (
        <QuestionModal
          key={editingQuestion._id}
          classId={classId}
          question={editingQuestion}
          open
          onClose={() => setEditingQuestion(null)}
        />
      )}
      {editingQuiz && (
        <QuizModal
          key={editingQuiz._id}
          classId={classId}
          quiz={editingQuiz}
          lessons={lessonList}
          bank={bank.data ?? []}
          open
          onClose={() => setEditingQuiz(null)}
        />
      )}
    </section>
  );
}

/** A quiz's results: attempts per student, the share answering each question correctly, and the CSV. */
function QuizResults({ quiz }: { quiz: Quiz }) {
  const report = useQuizReport(quiz._id);
  const [exporting, setExporting] = useState(false);
  if (report.isError) return <SectionError onRetry={() => void report.refetch()}>{report.error.message}</SectionError>;
  if (!report.data) return <SectionStatus kind="loading">{progressMessages.loading}</SectionStatus>;
  const { students, items } = report.data;
  return (
    <div className="space-y-4">
      {students.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noAttempts}</p>
      ) : (
        <>
          <div className="flex justify-end">
            <Button
              variant="secondary"
              size="sm"
              busy={exporting}
              onClick={() => {
                setExporting(true);
                void downloadQuizReport(quiz._id, gradingMessages.exportFailed)
                  .catch(() => toast.error(gradingMessages.exportFailed))
                  .finally(() => setExporting(false));
              }}
            >
              {copy.exportCsv}
            </Button>
          </div>
          <ResultsTable caption={copy.attemptsTitle} columns={[copy.student, copy.attempts, copy.best, copy.passed]}>
            {students.map((row) => (
              <tr key={row.studentId}>
                <td className={cell}>
                  {row.name} <span className="text-slate-600 dark:text-slate-400">{row.email}</span>
                </td>
                <td className={cell}>{row.attempts}</td>
                <td className={cell}>{row.bestPercent}%</td>
                <td className={cell}>{row.passed ? copy.passed : copy.notPassed}</td>
              </tr>
            ))}
          </ResultsTable>
          <ResultsTable caption={copy.itemAnalysisTitle} columns={[copy.fields.prompt, copy.drawn, copy.shareCorrect]}>
            {items.map((row) => (
              <tr key={row.questionId}>
                <td className={cell}>{row.prompt}</td>
                <td className={cell}>{row.drawn}</td>
                <td className={cell}>{row.share === null ? "—" : `${row.share}% (${row.correct})`}</td>
              </tr>
            ))}
          </ResultsTable>
        </>
      )}
    </div>
  );
}
