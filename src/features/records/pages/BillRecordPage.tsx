import { usePayRecordPagesInfiniteQuery } from '@/api/charge-records';
import { formatMoney } from '@/lib/format';
import { Empty, ListEnd, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { RequireDriver } from '../components/RequireDriver';
import '../records.css';

function Records() {
  const q = usePayRecordPagesInfiniteQuery();
  const items = q.data?.pages.flatMap((p) => p.results) ?? [];
  if (!q.data && q.isError) return <LoadError text="缴费记录加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (items.length === 0) return <Empty text="暂无缴费记录" />;
  return (
    <>
      <ul className="rec-list" aria-label="缴费记录">
        {items.map((r) => (
          <li key={r.payOrderId} className="rec-card">
            <span className="rec-card-head">
              <span className="rec-card-title">{r.parkName}</span>
              <span className="rec-money rec-money--big">-{formatMoney(r.payFee)}</span>
            </span>
            <span className="rec-card-line">
              <span className="rec-plate">{r.plateNos.join('、')}</span>
              <span>{r.payChannelName}</span>
            </span>
            <span className="rec-card-line rec-muted">
              <span>{r.payTime}</span>
              {r.discountFee > 0 && <span>已优惠 {formatMoney(r.discountFee)}</span>}
            </span>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={q.hasNextPage} loadingMore={q.isFetchingNextPage} failed={q.isFetchNextPageError} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

/** /billRecord: what the driver paid (amount, channel, time), newest first, 10 a page. */
export function BillRecordPage() {
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">缴费记录</h1>
        <Records />
      </main>
    </RequireDriver>
  );
}
