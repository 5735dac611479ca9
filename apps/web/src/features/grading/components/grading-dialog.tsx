import { gradingMessages } from "@classwise/shared";
import { useRef, useState } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { DateTime } from "../../../components/ui/date-time";
import { LoadError } from "../../../components/ui/load-error";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { useGradingSubmission } from "../api/get-grading-submission";
import { GradeForm } from "./grade-form";

const copy = gradingMessages;

export interface GradingDialogProps {
  submissionId: string | null;
  /** Opens another submission in the same dialog ("Next not graded"). */
  onOpen: (submissionId: string) => void;
  onClose: () => void;
}

/**
 * One submission opened for grading: the student, the work and the grade form, with "Next not graded" to
 * move on without leaving the keyboard. After a save, focus lands on that button.
 */
export function GradingDialog({ submissionId, onOpen, onClose }: GradingDialogProps) {
  const query = useGradingSubmission(submissionId);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [note, setNote] = useState("");
  const data = query.data;
  const nextId = data?.nextUngradedId ?? null;

  const goNext = () => {
    setNote("");
    if (nextId) onOpen(nextId);
    else setNote(copy.noNextUngraded);
  };

  return (
    <Modal
      open={submissionId !== null}
      title={data ? data.submission.studentName : copy.studentWork}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.close}
          </Button>
          <Button ref={nextRef} variant="secondary" onClick={goNext} disabled={!data}>
            {copy.nextUngraded}
          </Button>
        </>
      }
    >
      {query.isError && !data ? (
        <LoadError message={query.error.message || copy.loadFailed} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="space-y-5">
          <div className="flex items-center gap-3">
            <Avatar src={data.submission.studentPhotoURL} size={44} ringed />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900 dark:text-white">{data.assignment.title}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {copy.submittedAt} <DateTime iso={data.submission.submittedAt} />
                {" · "}
                {data.submission.score === null
                  ? copy.notGraded
                  : `${copy.gradedLabel} ${copy.scoreOf(data.submission.score)}`}
              </p>
            </div>
          </div>
          <section aria-label={copy.studentWork}>
            <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {copy.studentWork}
            </h3>
            <p
              data-testid="submission-text"
              className="mt-1 max-h-72 overflow-y-auto whitespace-pre-line break-words rounded-xl bg-slate-50 p-4 text-slate-800 dark:bg-slate-800/60 dark:text-slate-200"
            >
              {data.submission.submissionText}
            </p>
          </section>
          <GradeForm
            key={data.submission._id}
            submission={data.submission}
            onGraded={() => {
              setNote("");
              nextRef.current?.focus();
            }}
          />
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
            {note}
          </p>
        </div>
      )}
    </Modal>
  );
}
