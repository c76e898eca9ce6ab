import { usePayRecordPagesInfiniteQuery } from '@/api/charge-records';
import type { PayRecord } from '@/api/types/charge';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Plates } from '../components/Plates';
import { RequireDriver } from '@/ui/RequireDriver';
import '../records.css';

function Payment({ r }: { r: PayRecord }) {
  return (
    <div className="rec-card">
      <span className="rec-card-head">
        <span className="rec-card-title">{r.parkName}</span>
        <span className="rec-money rec-money--big">-{formatMoney(r.payFee)}</span>
      </span>
      <span className="rec-card-line">
        <Plates plateNos={r.plateNos} />
        <span>{r.payChannelName}</span>
      </span>
      <span className="rec-card-line rec-muted">
        <span>{formatDateTime(r.payTime)}</span>
        {r.discountFee > 0 && <span>已优惠 {formatMoney(r.discountFee)}</span>}
      </span>
    </div>
  );
}

function Records() {
  const q = usePayRecordPagesInfiniteQuery();
  return (
    <PagedList
      query={q}
      label="缴费记录"
      loading="缴费记录加载中"
      error="缴费记录加载失败"
      empty="暂无缴费记录"
      itemKey={(r) => r.payOrderId}
      renderItem={(r) => <Payment r={r} />}
      pullToRefresh
    />
  );
}

/** /billRecord: what the driver paid (amount, channel, time), newest first, 10 a page. */
export function BillRecordPage() {
  return (
    <Page title="缴费记录">
      <RequireDriver>
        <Records />
      </RequireDriver>
    </Page>
  );
}
