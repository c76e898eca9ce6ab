import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/api/apiError';
import { useFamilyLockMutation, useFamilyPayMutation } from '@/api/driver/family';
import type { FamilyBill, FamilyBooking } from '@/api/driver/family.types';
import { formatMoney, formatYuan } from '@/lib/format';
import { formatPlate } from '@/lib/plate';
import { formatDateTime } from '@/lib/time';
import { FormError } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useAskOnce } from '@/ui/useAskOnce';
import { useOneTap } from '@/ui/useOneTap';
import styles from './Family.module.css';

/** What every row of the member's view needs of its share. */
export interface ViewContext {
  shareId: string;
  sharerName: string;
  canPay: boolean;
  canLock: boolean;
  /** What may still be paid this month under the share. */
  leftCents: number;
}

const KIND_TEXT = { parking: '停车费', charging: '充电费', unknown: '费用' } as const;

/** One request id per confirmed payment: a retry of the same payment is the same request to the server. */
function newRequestId(): string {
  return `fp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** An unpaid bill of a shared plate, with 代付 X 元 when the share allows it (asked first, sent once). */
export function BillRow({ bill, plateNo, ctx }: { bill: FamilyBill; plateNo: string; ctx: ViewContext }) {
  const [payBill] = useFamilyPayMutation();
  const { ask, asking } = useAskOnce();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ui = useFeedback();
  const what = `${KIND_TEXT[bill.kind]} ${bill.place}`;
  const send = useCallback(async () => {
    setRefusal(null);
    const amount = bill.dueCents;
    const choice = await ask({
      title: '为家人代付',
      content: `为${ctx.sharerName}代付${formatPlate(plateNo)}的${what} ${formatYuan(amount)} 元，从您的余额支付。本月还可代付 ${formatYuan(ctx.leftCents)} 元。`,
      actions: [{ key: 'cancel', text: '取消' }, { key: 'pay', text: `确认代付 ${formatYuan(amount)} 元`, primary: true }],
      safeKey: 'cancel',
    });
    if (choice !== 'pay') return;
    if (bill.kind === 'unknown') return;
    try {
      const paid = await payBill({ shareId: ctx.shareId, kind: bill.kind, billId: bill.billId, expectedCents: amount, requestId: newRequestId() }).unwrap();
      ui.toast(`已为${ctx.sharerName}代付${formatMoney(paid.amountCents)}`, 3000);
    } catch (e) {
      setRefusal(errorMessage(e));
    }
  }, [ask, bill, ctx, payBill, plateNo, ui, what]);
  const [tap, paying] = useOneTap(send);
  const headingId = `fv-bill-${bill.billId}`;
  return (
    <li className={styles.section} aria-labelledby={headingId}>
      <div className={styles.row}>
        <div>
          <p id={headingId} className={styles.line}>
            {what}
          </p>
          <p className={styles.weak}>
            {bill.stateText} · {formatDateTime(bill.startTime)} 起 · 应付 {formatMoney(bill.dueCents)}
          </p>
        </div>
        {ctx.canPay && bill.kind !== 'unknown' && (
          <Button size="small" shape="rounded" color="primary" loading={paying || asking} onClick={() => tap()}>
            代付 {formatYuan(bill.dueCents)} 元
          </Button>
        )}
      </div>
      <FormError message={refusal} />
    </li>
  );
}

/** The sharer's booking of a shared plate, with its lock's 开锁 / 关锁 while the booking lasts. */
export function BookingRow({ booking, ctx }: { booking: FamilyBooking; ctx: ViewContext }) {
  const [work] = useFamilyLockMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useCallback(
    async (action: 'open' | 'close') => {
      if (!booking.lock) return;
      setRefusal(null);
      try {
        await work({ shareId: ctx.shareId, lockId: booking.lock.lockId, action }).unwrap();
      } catch (e) {
        setRefusal(errorMessage(e));
      }
    },
    [booking.lock, ctx.shareId, work],
  );
  const [tap, pending] = useOneTap(send);
  const lock = booking.lock;
  return (
    <li className={styles.section} aria-label={`预约 ${booking.parkName}`}>
      <p className={styles.line}>
        {booking.parkName} · {booking.stateText}
      </p>
      <p className={styles.weak}>
        {formatDateTime(booking.startTime)} 至 {formatDateTime(booking.endTime)}
      </p>
      {lock ? (
        <>
          <p className={styles.weak} role="status">
            {lock.lockName}：{lock.online ? lock.stateText : '离线'}
            {lock.message ? `（${lock.message}）` : ''}
          </p>
          {!booking.lockUsable && <p className={styles.weak}>预约开始前15分钟起至车辆离场前可操作车位锁</p>}
          <div className={styles.actions}>
            <Button size="small" shape="rounded" color="primary" loading={pending} disabled={!booking.lockUsable} onClick={() => tap('open')}>
              开锁
            </Button>
            <Button size="small" shape="rounded" fill="outline" loading={pending} disabled={!booking.lockUsable} onClick={() => tap('close')}>
              关锁
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.weak}>该车位没有车位锁</p>
      )}
      <FormError message={refusal} />
    </li>
  );
}
