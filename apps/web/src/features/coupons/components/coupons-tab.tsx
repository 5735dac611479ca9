import { type CouponRecord, formatCount, moneyScreenMessages } from "@classwise/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable } from "../../../components/ui/data-table";
import { SectionError, SectionStatus } from "../../../components/ui/section-status";
import { TitledSection } from "../../../components/ui/titled-section";
import { useAuth } from "../../../lib/auth/auth-context";
import { formatShortDate } from "../../../lib/dates";
import { formatCents } from "../../../lib/numbers";
import { toast } from "../../../lib/toast";
import { useDisableCoupon } from "../api/disable-coupon";
import { useCoupons } from "../api/list-coupons";
import { useMyClasses } from "../api/list-my-classes";
import { CouponForm } from "./coupon-form";

const copy = moneyScreenMessages.coupons;
const cell = "px-4 py-3 text-sm";

function validity(coupon: CouponRecord) {
  const from = coupon.startsAt ? formatShortDate(coupon.startsAt) : null;
  const until = coupon.expiresAt ? formatShortDate(coupon.expiresAt) : null;
  if (from && until) return copy.validRange(from, until);
  if (from) return copy.validFrom(from);
  if (until) return copy.validUntil(until);
  return copy.validAlways;
}

function statusOf(coupon: CouponRecord) {
  if (coupon.disabledAt) return copy.statusDisabled;
  if (coupon.expiresAt && new Date(coupon.expiresAt) <= new Date()) return copy.statusExpired;
  return copy.statusActive;
}

function CouponsScreen({ asAdmin }: { asAdmin: boolean }) {
  const { user } = useAuth();
  const uid = user?.uid ?? "";
  const list = useCoupons(uid);
  const myClasses = useMyClasses(uid, !asAdmin);
  const disable = useDisableCoupon();
  const [confirming, setConfirming] = useState<CouponRecord | null>(null);
  const titles = new Map((myClasses.data?.classes ?? []).map((item) => [item._id, item.title]));
  const appliesTo = (coupon: CouponRecord) => {
    if (coupon.classId) return copy.appliesClass(titles.get(coupon.classId) ?? coupon.classId);
    return coupon.teacherId ? copy.appliesTeacher : copy.appliesAll;
  };
  const coupons = list.data?.coupons ?? [];

  function onConfirm() {
    const coupon = confirming;
    setConfirming(null);
    if (!coupon) return;
    disable.mutate(coupon._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(error.message || copy.disableFailed),
    });
  }

  return (
    <section aria-labelledby="coupons-title" className="space-y-6">
      <div>
        <h2 id="coupons-title" className="text-2xl font-bold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {asAdmin ? copy.adminIntro : copy.teacherIntro}
        </p>
      </div>
      <CouponForm classes={asAdmin ? null : (myClasses.data?.classes ?? [])} />
      <TitledSection
        titleId="coupons-list-title"
        title={asAdmin ? copy.adminListTitle : copy.listTitle}
        titleClassName="mb-3 text-lg font-semibold"
      >
        {list.isError ? (
          <SectionError onRetry={() => list.refetch()}>{copy.loadFailed}</SectionError>
        ) : list.isPending ? (
          <SectionStatus kind="loading">{moneyScreenMessages.earnings.loading}</SectionStatus>
        ) : coupons.length === 0 ? (
          <SectionStatus kind="empty">{copy.empty}</SectionStatus>
        ) : (
          <DataTable
            scrollLabel={`${asAdmin ? copy.adminListTitle : copy.listTitle}: table`}
            columns={[
              copy.columns.code,
              copy.columns.appliesTo,
              copy.columns.discount,
              copy.columns.valid,
              { label: copy.columns.used, align: "right" },
              copy.columns.status,
              { label: copy.columns.actions, align: "right" },
            ]}
          >
            {coupons.map((coupon) => (
              <tr key={coupon._id} data-testid="coupon-row">
                <th scope="row" className={`${cell} text-left font-mono font-semibold`}>
                  {coupon.code}
                </th>
                <td className={cell}>{appliesTo(coupon)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {coupon.percentOff !== null
                    ? copy.percentValue(coupon.percentOff)
                    : formatCents(coupon.amountOffCents ?? 0)}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{validity(coupon)}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {copy.usedOf(
                    formatCount(coupon.redeemedCount),
                    coupon.maxRedemptions === null ? null : formatCount(coupon.maxRedemptions),
                  )}
                </td>
                <td className={cell}>{statusOf(coupon)}</td>
                <td className={`${cell} text-right`}>
                  {!coupon.disabledAt && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={copy.disableLabel(coupon.code)}
                      busy={disable.isPending && disable.variables === coupon._id}
                      onClick={() => setConfirming(coupon)}
                    >
                      {copy.disableButton}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </TitledSection>
      <ConfirmDialog
        open={confirming !== null}
        title={copy.disableTitle(confirming?.code ?? "")}
        confirmLabel={copy.disableButton}
        cancelLabel={copy.cancel}
        confirmVariant="danger"
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      >
        <p>{copy.disableText}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Teacher dashboard: the teacher's codes for their own classes. */
export function TeacherCouponsTab() {
  return <CouponsScreen asAdmin={false} />;
}

/** Admin dashboard: every code, for any class or for every class. */
export function AdminCouponsTab() {
  return <CouponsScreen asAdmin />;
}
