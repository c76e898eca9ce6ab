import { Link, useSearchParams } from 'react-router-dom';
import { usePayOrderDetailQuery } from '@/api/charge-records';
import { formatMoney } from '@/lib/format';
import { InfoList } from '../components/InfoList';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { RequireDriver } from '../components/RequireDriver';
import { billQuery } from '../recordFilters';
import '../records.css';

const SETTLED_LABEL = { pending: '', paid: '支付时间', failed: '失败时间', closed: '关闭时间' } as const;

function Detail({ payOrderId }: { payOrderId: string }) {
  const q = usePayOrderDetailQuery({ payOrderId });
  if (!q.data && q.isError) return <LoadError text="订单详情加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  const o = q.data;
  return (
    <>
      <section className="rec-section rec-summary" aria-label="订单">
        <p className="rec-summary-park">{o.parkName}</p>
        <p className="rec-summary-fee">
          <span className="rec-muted">实付金额</span>
          <strong>{formatMoney(o.amountCents)}</strong>
        </p>
        <span className={`rec-badge rec-badge--${o.state}`}>{o.stateText}</span>
        {o.state === 'pending' && <p className="rec-muted">订单待支付，完成支付后状态会自动更新</p>}
      </section>
      <section className="rec-section" aria-labelledby="rec-order-h">
        <h2 id="rec-order-h">订单信息</h2>
        <InfoList
          rows={[
            ['订单编号', o.payOrderId],
            ['支付方式', o.payChannelName],
            ['订单金额', formatMoney(o.originalCents)],
            ['优惠金额', formatMoney(o.discountCents)],
            ...(o.couponName ? ([['优惠券', o.couponName]] as [string, string][]) : []),
            ['实付金额', formatMoney(o.amountCents)],
            ['创建时间', o.createTime],
            ...(o.settleTime && o.state !== 'pending' ? ([[SETTLED_LABEL[o.state], o.settleTime]] as [string, string][]) : []),
          ]}
        />
      </section>
      <section className="rec-section" aria-labelledby="rec-bills-h">
        <h2 id="rec-bills-h">包含账单（{o.bills.length}）</h2>
        <ul className="rec-plain-list" aria-label="包含账单">
          {o.bills.map((b) => (
            <li key={b.uniqueId}>
              <Link className="rec-bill-row" to={`/parkingRecordDetail?${billQuery(b.uniqueId, b.parkId)}`}>
                <span>
                  <span className="rec-plate">{b.formatPlateNo}</span>
                  <span className="rec-muted">{b.parkName}</span>
                  <span className="rec-muted">{b.parkStartTime} 入场</span>
                </span>
                <span className="rec-money">{formatMoney(b.feeCents)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /orderRecordDetail?payOrderId: one pay order, its amounts and state, and the bills it covered. */
export function OrderRecordDetailPage() {
  const [search] = useSearchParams();
  const payOrderId = search.get('payOrderId') ?? '';
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">订单详情</h1>
        {payOrderId ? <Detail payOrderId={payOrderId} /> : <Empty text="缺少订单编号，请从我的订单进入" />}
      </main>
    </RequireDriver>
  );
}
