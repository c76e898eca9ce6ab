import { Link } from 'react-router-dom';
import { usePayOrderPagesInfiniteQuery } from '@/api/charge-records';
import { formatMoney } from '@/lib/format';
import { Empty, ListEnd, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { RequireDriver } from '../components/RequireDriver';
import '../records.css';

function Orders() {
  const q = usePayOrderPagesInfiniteQuery();
  const items = q.data?.pages.flatMap((p) => p.results) ?? [];
  if (!q.data && q.isError) return <LoadError text="订单加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (items.length === 0) return <Empty text="暂无订单" />;
  return (
    <>
      <ul className="rec-list" aria-label="订单列表">
        {items.map((o) => (
          <li key={o.payOrderId}>
            <Link className="rec-card rec-card--link" to={`/orderRecordDetail?payOrderId=${encodeURIComponent(o.payOrderId)}`}>
              <span className="rec-card-head">
                <span className="rec-card-title">{o.parkName}</span>
                <span className={`rec-badge rec-badge--${o.state}`}>{o.stateText}</span>
              </span>
              <span className="rec-card-line">
                <span className="rec-plate">{o.plateNos.join('、')}</span>
                <span className="rec-money">{formatMoney(o.amountCents)}</span>
              </span>
              <span className="rec-card-line rec-muted">
                <span>{o.createTime}</span>
                <span>{o.payChannelName}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={q.hasNextPage} loadingMore={q.isFetchingNextPage} failed={q.isFetchNextPageError} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

/** /orderRecord: the driver's parking pay orders in every state (待支付, 已支付, 支付失败, 已关闭), newest first. */
export function OrderRecordPage() {
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">我的订单</h1>
        <Orders />
      </main>
    </RequireDriver>
  );
}
