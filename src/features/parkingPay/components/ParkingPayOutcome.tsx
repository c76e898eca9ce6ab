import type { PayOrderSync } from '@/api/charge/types';
import { href, paths } from '@/lib/paths';
import { PayOutcome } from '@/payment/ui/PayOutcome';
import { ReminderConsent } from '@/ui/ReminderConsent';
import { EvaluateForm } from './EvaluateForm';
import { PaidFees } from './PaidFees';

/** Where 重新支付 leads: the bill's pay page, or the arrears multi-pay page for several. */
function payAgainTo(sync: PayOrderSync | undefined): string {
  const only = sync?.bills.length === 1 ? sync.bills[0] : undefined;
  if (only) return href(paths.payPage, { uniqueId: only.uniqueId, parkId: only.parkId });
  return href(paths.multiPayPage, { arrearsOnly: 1 });
}

/** Paid at an exit lane: the barrier page says whether it opened. */
function barrierPage(sync: PayOrderSync): string | null {
  return sync.barrier ? href(paths.barrierRslt, { payOrderId: sync.payOrderId }) : null;
}

/** One paid bill may be evaluated; a car still parked is worth a reminder before its time to leave runs out. */
function afterPaying(sync: PayOrderSync) {
  const only = sync.bills.length === 1 ? sync.bills[0] : undefined;
  return (
    <>
      {only && <EvaluateForm uniqueId={only.uniqueId} parkId={only.parkId} />}
      <ReminderConsent group="parking" about="车辆仍在场时，免费时段结束、费用上涨前 10 分钟提醒您。" />
    </>
  );
}

/** An amount that is not the whole fee (a coupon, an earlier payment) is itemised; the whole fee needs no sum. */
function fees(sync: PayOrderSync) {
  return sync.coupon || sync.paidBeforeCents > 0 ? <PaidFees sync={sync} /> : null;
}

/** The outcome of a parking payment: the shared pay result with parking's ways on (records, barrier, evaluation). */
export function ParkingPayOutcome({ payOrderId, keyParam, successTitle }: { payOrderId: string; keyParam: string | null; successTitle?: string }) {
  return (
    <PayOutcome
      payOrderId={payOrderId}
      keyParam={keyParam}
      successTitle={successTitle}
      payAgainTo={payAgainTo}
      recordsTo={paths.parkingRecord}
      paidRedirect={barrierPage}
      paidExtra={afterPaying}
      amountDetail={fees}
    />
  );
}
