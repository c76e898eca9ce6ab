import { List } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePayOrderSyncQuery } from '@/api/charge';
import type { PayOrderSync } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { useAppDispatch } from '@/ui/hooks';
import { PlateBadges } from '@/ui/PlateBadge';
import { ResultView, type Outcome } from '@/ui/ResultView';
import { isDefiniteRefusal } from '@/api/apiError';
import { Empty, LoadFailed } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { CHANNEL_NAMES } from '../channels';
import { keyOfOrder } from '../inFlight';
import { orderKey } from '../keys';
import { paymentResumed } from '../paymentSlice';
import type { PaymentStatus } from '../types';
import { usePayment } from '../usePayment';
import { DetailRow } from './DetailRow';
import { isUnsettled, UnsettledPayment, type Unsettled } from './UnsettledPayment';
import { plainPlate } from './plate';
import styles from './PayOutcome.module.css';

const FINAL: readonly PaymentStatus[] = ['paid', 'failed', 'cancelled', 'pending', 'error', 'unknown'];

function fromServer(sync: PayOrderSync | undefined): PaymentStatus {
  if (!sync) return 'confirming';
  return sync.state === 'paid' ? 'paid' : sync.state === 'failed' ? 'failed' : sync.state === 'closed' ? 'cancelled' : 'confirming';
}

/** How each settled state reads. A cancelled payment is the driver's own choice: calm, not an alarm. */
const LOOK: Record<Exclude<PaymentStatus, Unsettled>, { outcome: Outcome; title: string; description?: string }> = {
  paid: { outcome: 'success', title: '支付成功' },
  failed: { outcome: 'failure', title: '支付失败' },
  error: { outcome: 'failure', title: '支付失败' },
  cancelled: { outcome: 'cancelled', title: '支付已取消', description: '您已取消本次支付，可重新发起支付' },
  unknown: { outcome: 'failure', title: '未查询到该支付订单', description: '请核对链接，或返回首页查看您的账单；如有疑问请联系客服' },
};

/** What was paid: amount (or how it was reached), plates, lots, channel, time, order number. */
function OrderSummary({ data, amount, amountDetail }: { data: PayOrderSync; amount: number | null; amountDetail?: ReactNode }) {
  const plates = [...new Set(data.bills.map((b) => plainPlate(b.formatPlateNo)))];
  return (
    <List header="订单信息" style={{ '--padding-left': '0', '--padding-right': '0' }}>
      {amountDetail ? <List.Item>{amountDetail}</List.Item> : amount !== null && (
        <DetailRow label="支付金额">
          <span className={styles.fee}>{formatMoney(amount)}</span>
        </DetailRow>
      )}
      <DetailRow label="车牌">
        <PlateBadges plates={plates} className={styles.plates} />
      </DetailRow>
      <DetailRow label="停车场">{[...new Set(data.bills.map((b) => b.parkName))].join('、')}</DetailRow>
      <DetailRow label="支付方式">{CHANNEL_NAMES[data.payChannel]}</DetailRow>
      {data.payTime && <DetailRow label="支付时间">{formatDateTime(data.payTime)}</DetailRow>}
      <DetailRow label="订单号">{data.payOrderId}</DetailRow>
    </List>
  );
}

export interface PayOutcomeProps {
  payOrderId: string;
  /** The payment key from the address (the saga put it there), when there is one. */
  keyParam: string | null;
  successTitle?: string;
  /** 重新支付: where what this order was for can be paid again. */
  payAgainTo: (sync: PayOrderSync | undefined) => string;
  /** The other way on after a payment: the driver's records of what was paid. */
  recordsTo: string;
  /** Where a paid order goes instead of staying here (an exit lane's barrier), or null to stay. */
  paidRedirect?: (sync: PayOrderSync) => string | null;
  /** What follows a paid result (an evaluation of the stay). */
  paidExtra?: (sync: PayOrderSync) => ReactNode;
  /** How the amount was reached (fee, earlier payments, coupon), shown instead of the bare amount; null: nothing to explain. */
  amountDetail?: (sync: PayOrderSync) => ReactNode;
}

/**
 * The outcome of one pay order, as the server says: confirming (polling), paid (amount, plate, lot, what follows,
 * the way home and to the records), failed, cancelled, or still pending with 重新查询. Opened by the payment saga,
 * by the cashier's way back, by a reload, or from an external link: whenever nothing is asking the server for this
 * order it asks (paymentResumed), never creating one.
 */
export function PayOutcome({ payOrderId, keyParam, successTitle = '支付成功', payAgainTo, recordsTo, paidRedirect, paidExtra, amountDetail }: PayOutcomeProps) {
  const key = keyParam ?? keyOfOrder(payOrderId) ?? orderKey(payOrderId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { entry } = usePayment(key);
  const sync = usePayOrderSyncQuery(payOrderId);
  const mine = entry?.payOrderId === payOrderId ? entry : undefined;

  useEffect(() => {
    if (mine && FINAL.includes(mine.status)) return;
    dispatch(paymentResumed({ key, payOrderId }));
    // Once per order the page shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, payOrderId]);

  const status: PaymentStatus = mine ? mine.status : fromServer(sync.data);
  const data = sync.data;
  const redirect = status === 'paid' && data && paidRedirect ? paidRedirect(data) : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // The server's refusal (no such order, not this driver's) is said as it is, whatever the saga is still doing.
  if (!data && sync.isError && (!mine || isDefiniteRefusal(sync.error))) return <LoadFailed text="支付结果查询失败" onRetry={() => void sync.refetch()} busy={sync.isFetching} error={sync.error} />;

  const amount = mine?.amountCents ?? data?.amountCents ?? null;
  const summary = data && <OrderSummary data={data} amount={amount} amountDetail={amountDetail?.(data)} />;
  const home = { text: '返回首页', to: paths.home };
  if (isUnsettled(status)) {
    return (
      <UnsettledPayment status={status} payKey={key} payOrderId={payOrderId} secondary={home}>
        {summary}
      </UnsettledPayment>
    );
  }
  const look = LOOK[status];
  const actions = status === 'paid' ? { primary: { text: '查看记录', to: recordsTo }, secondary: home } : { primary: { text: '重新支付', to: payAgainTo(data) }, secondary: home };

  return (
    <>
      <ResultView
        outcome={look.outcome}
        title={status === 'paid' ? successTitle : look.title}
        description={(look.outcome === 'failure' && mine?.message) || look.description}
        {...actions}
      >
        {summary}
      </ResultView>
      {status === 'paid' && data && paidExtra?.(data)}
    </>
  );
}

/** A result page opened without an order id. */
export function MissingOrder() {
  return (
    <Empty text="缺少支付订单信息">
      <LinkButton block={false} to={paths.home}>返回首页</LinkButton>
    </Empty>
  );
}
