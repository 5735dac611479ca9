import { type ClassEarnings, formatCount, moneyScreenMessages } from "@classwise/shared";
import { DataTable } from "../../../components/ui/data-table";
import { TitledSection } from "../../../components/ui/titled-section";
import { formatCents } from "../../../lib/numbers";

const copy = moneyScreenMessages.earnings;
const cell = "px-4 py-3 text-sm";

/** Each class's all-time enrolments, revenue, share and refunds. */
export function ClassEarningsTable({ classes }: { classes: readonly ClassEarnings[] }) {
  return (
    <TitledSection
      titleId="earnings-classes-title"
      title={copy.byClassTitle}
      titleClassName="mb-3 text-lg font-semibold"
    >
      {classes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noClasses}</p>
      ) : (
        <DataTable
          scrollLabel={`${copy.byClassTitle}: table`}
          columns={[
            copy.classColumn,
            { label: copy.seriesEnrolments, align: "right" },
            { label: copy.seriesGross, align: "right" },
            { label: copy.seriesShare, align: "right" },
            { label: copy.seriesRefunded, align: "right" },
          ]}
        >
          {classes.map((item) => (
            <tr key={item.classId}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {item.title}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(item.enrolments)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(item.grossCents)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(item.shareCents)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(item.refundCents)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
