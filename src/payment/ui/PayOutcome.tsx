import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePayOrderSyncQuery } from '@/api/charge';
import type { PayOrderSync } from '@/api/types/charge';
import { useAppDispatch } from '@/ui/hooks';
import { formatMoney } from '@/lib/format';
import { keyOfOrder } from '@/payment/inFlight';
import { orderKey } from '@/payment/keys';
import { paymentRechecked, paymentResumed } from '@/payment/paymentSlice';
import type { PaymentStatus } from '@/payment/types';
import { EvaluateForm } from './EvaluateForm';
import { CHANNEL_NAMES } from './format';
import { Empty, LoadError } from './States';
import { usePayment } from './usePayment';

const FINAL: readonly PaymentStatus[] = ['paid', 'failed', 'cancelled', 'pending', 'error'];

function fromServer(sync: PayOrderSync | undefined): PaymentStatus {
  if (!sync) return 'confirming';
  return sync.state === 'paid' ? 'paid' : sync.state === 'failed' ? 'failed' : sync.state === 'closed' ? 'cancelled' : 'confirming';
}

/** Where 重新支付 leads: the bill's pay page, or the multi-pay page for several. */
function payAgainUrl(sync: PayOrderSync | undefined): string {
  const only = sync?.bills.length === 1 ? sync.bills[0] : undefined;
  if (only) return `/payPage?${new URLSearchParams({ uniqueId: only.uniqueId, parkId: only.parkId })}`;
  return '/multiPayPage?arrearsOnly=1';
}

/**
 * The outcome of one pay order, as the server says: confirming (polling), paid (amount, plate, lot, evaluation,
 * links home and to the records), failed, cancelled, or still pending with 重新查询. Opened by the payment saga, by
 * the cashier's way back, by a reload, or from an external link: whenever nothing is asking the server for this order
 * it asks (paymentResumed), never creating one.
 */
export function PayOutcome({ payOrderId, keyParam, successTitle = '支付成功' }: { payOrderId: string; keyParam: string | null; successTitle?: string }) {
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
  const barrier = data?.barrier;

  useEffect(() => {
    if (status === 'paid' && barrier) navigate(`/BarrierRslt?${new URLSearchParams({ payOrderId })}`, { replace: true });
  }, [status, barrier, payOrderId, navigate]);

  if (!data && sync.isError && !mine) return <LoadError message="支付结果查询失败" onRetry={() => void sync.refetch()} />;

  const amount = mine?.amountCents ?? data?.amountCents ?? null;
  const summary = data && (
    <dl className="pp-card pp-rows" aria-label="订单信息">
      {amount !== null && (
        <div>
          <dt>支付金额</dt>
          <dd className="pp-fee">{formatMoney(amount)}</dd>
        </div>
      )}
      <div>
        <dt>车牌</dt>
        <dd>{[...new Set(data.bills.map((b) => b.formatPlateNo))].join('、')}</dd>
      </div>
      <div>
        <dt>停车场</dt>
        <dd>{[...new Set(data.bills.map((b) => b.parkName))].join('、')}</dd>
      </div>
      <div>
        <dt>支付方式</dt>
        <dd>{CHANNEL_NAMES[data.payChannel]}</dd>
      </div>
      {data.payTime && (
        <div>
          <dt>支付时间</dt>
          <dd>{data.payTime}</dd>
        </div>
      )}
      <div>
        <dt>订单号</dt>
        <dd>{data.payOrderId}</dd>
      </div>
    </dl>
  );

  const home = (
    <Link className="pp-btn pp-btn--ghost" to="/home">
      返回首页
    </Link>
  );

  switch (status) {
    case 'paid': {
      const only = data?.bills.length === 1 ? data.bills[0] : undefined;
      return (
        <>
          <section className="pp-result pp-result--ok" aria-live="polite">
            <span className="pp-result-icon" aria-hidden="true">✓</span>
            <h2>{successTitle}</h2>
          </section>
          {summary}
          {only && <EvaluateForm uniqueId={only.uniqueId} parkId={only.parkId} />}
          <div className="pp-actions">
            {home}
            <Link className="pp-btn pp-btn--primary" to="/parkingRecord">
              查看记录
            </Link>
          </div>
        </>
      );
    }
    case 'failed':
    case 'cancelled':
    case 'error':
      return (
        <>
          <section className="pp-result pp-result--bad" aria-live="polite">
            <span className="pp-result-icon" aria-hidden="true">!</span>
            <h2>{status === 'cancelled' ? '支付已取消' : '支付失败'}</h2>
            {mine?.message && <p className="pp-muted">{mine.message}</p>}
          </section>
          {summary}
          <div className="pp-actions">
            {home}
            <Link className="pp-btn pp-btn--primary" to={payAgainUrl(data)}>
              重新支付
            </Link>
          </div>
        </>
      );
    case 'pending':
      return (
        <>
          <section className="pp-result pp-result--wait" aria-live="polite">
            <span className="pp-result-icon" aria-hidden="true">?</span>
            <h2>暂未查询到支付结果</h2>
            <p className="pp-muted">如您已完成支付，请稍后重新查询，请勿重复支付</p>
          </section>
          {summary}
          <div className="pp-actions">
            {home}
            <button type="button" className="pp-btn pp-btn--primary" onClick={() => dispatch(paymentRechecked({ key, payOrderId }))}>
              重新查询
            </button>
          </div>
        </>
      );
    default:
      return (
        <>
          <section className="pp-result pp-result--wait" role="status" aria-busy="true">
            <span className="pp-spinner" aria-hidden="true" />
            <h2>正在确认支付结果…</h2>
            <p className="pp-muted">请勿关闭页面或重复支付</p>
          </section>
          {summary}
        </>
      );
  }
}

export function MissingOrder() {
  return (
    <Empty title="缺少支付订单信息">
      <Link className="pp-btn pp-btn--ghost" to="/home">
        返回首页
      </Link>
    </Empty>
  );
}
