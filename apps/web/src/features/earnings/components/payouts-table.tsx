import { moneyScreenMessages, type PayoutRecord } from "@classwise/shared";
import { DataTable } from "../../../components/ui/data-table";
import { TitledSection } from "../../../components/ui/titled-section";
import { formatShortDate } from "../../../lib/dates";
import { formatCents } from "../../../lib/numbers";

const copy = moneyScreenMessages.earnings;
const cell = "px-4 py-3 text-sm";

/** The payouts the teacher received, newest first. */
export function PayoutsTable({ payouts }: { payouts: readonly PayoutRecord[] }) {
  return (
    <TitledSection
      titleId="earnings-payouts-title"
      title={copy.payoutsTitle}
      titleClassName="mb-3 text-lg font-semibold"
    >
      {payouts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.noPayouts}</p>
      ) : (
        <DataTable
          scrollLabel={`${copy.payoutsTitle}: table`}
          columns={[copy.payoutDate, { label: copy.payoutAmount, align: "right" }, copy.payoutStatus]}
        >
          {payouts.map((payout) => (
            <tr key={payout._id}>
              <td className={cell}>{formatShortDate(payout.paidAt ?? payout.createdAt)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(payout.amountCents)}</td>
              <td className={cell}>{copy.payoutStatuses[payout.status]}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
