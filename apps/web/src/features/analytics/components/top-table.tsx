import { formatCount, moneyScreenMessages, type TopEntry } from "@classwise/shared";
import { DataTable } from "../../../components/ui/data-table";
import { TitledSection } from "../../../components/ui/titled-section";
import { formatCents } from "../../../lib/numbers";

const copy = moneyScreenMessages.earnings;
const cell = "px-4 py-3 text-sm";

/** The classes or teachers with the highest revenue, with their enrolments. */
export function TopTable({
  titleId,
  title,
  nameColumn,
  entries,
}: {
  titleId: string;
  title: string;
  nameColumn: string;
  entries: readonly TopEntry[];
}) {
  return (
    <TitledSection titleId={titleId} title={title} titleClassName="mb-3 text-lg font-semibold" className="min-w-0">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noTop}</p>
      ) : (
        <DataTable
          scrollLabel={`${title}: table`}
          columns={[
            { label: copy.rankColumn, align: "right" },
            nameColumn,
            { label: copy.seriesRevenue, align: "right" },
            { label: copy.seriesEnrolments, align: "right" },
          ]}
        >
          {entries.map((entry, index) => (
            <tr key={entry.id}>
              <td className={`${cell} text-right tabular-nums`}>{index + 1}</td>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {entry.name}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(entry.grossCents)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(entry.enrolments)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
