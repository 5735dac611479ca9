import { gradingMessages } from "@classwise/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { downloadClassGrades } from "../api/export-grades";

/** Saves the class's grades as a CSV file (every submission with its score and feedback). */
export function ExportGradesButton({ classId }: { classId: string }) {
  const [isExporting, setExporting] = useState(false);
  const exportGrades = async () => {
    setExporting(true);
    try {
      await downloadClassGrades(classId);
    } catch {
      toast.error(gradingMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void exportGrades()} busy={isExporting} className="w-full sm:w-auto">
      {isExporting ? gradingMessages.exporting : gradingMessages.exportGrades}
    </Button>
  );
}
