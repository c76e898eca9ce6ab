import { Button, NoticeBar } from 'antd-mobile';
import { usePayRecordPagesInfiniteQuery } from '@/api/charge/records';
import type { PayRecord } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { readCopy } from '@/session/offlineCopies';
import { Page } from '@/ui/Page/Page';
import { LoadFailed } from '@/ui/states/States';
import { ItemList } from '@/ui/PagedList/ItemList';
import { PagedList } from '@/ui/PagedList/PagedList';
import { PlateBadges } from '@/ui/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './BillRecordPage.module.css';

function Payment({ r }: { r: PayRecord }) {
  return (
    <div className={styles.card}>
      <span className={styles.cardHead}>
        <span className={styles.cardTitle}>{r.parkName}</span>
        <span className={`${styles.money} ${styles.moneyBig}`}>-{formatMoney(r.payFee)}</span>
      </span>
      <span className={styles.cardLine}>
        <PlateBadges plates={r.plateNos} />
        <span>{r.payChannelName}</span>
      </span>
      <span className={`${styles.cardLine} ${styles.muted}`}>
        <span>{formatDateTime(r.payTime)}</span>
        {r.discountFee > 0 && <span>已优惠 {formatMoney(r.discountFee)}</span>}
      </span>
    </div>
  );
}

/**
 * The list could not be fetched (offline, or the signal gave out): the receipts this device kept, marked with when
 * they were fetched, so the driver can still show a payment at the barrier.
 */
function OfflineRecords({ onRetry }: { onRetry: () => void }) {
  const copy = readCopy('receipts');
  if (!copy || copy.data.length === 0) return <LoadFailed text="缴费记录加载失败" onRetry={onRetry} />;
  return (
    <>
      <NoticeBar color="alert" content={`网络不可用，以下为离线凭证（更新于 ${formatDateTime(copy.savedAt)}）`} wrap />
      <ItemList items={copy.data} label="离线缴费凭证" itemKey={(r) => r.payOrderId} renderItem={(r) => <Payment r={r} />} />
      <Button block fill="outline" color="primary" onClick={onRetry}>
        重新加载
      </Button>
    </>
  );
}

function Records() {
  const q = usePayRecordPagesInfiniteQuery();
  if (q.isError && !q.data) return <OfflineRecords onRetry={() => void q.refetch()} />;
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

/** /billRecord: what the driver paid (amount, channel, time), newest first, 10 a page; the kept receipts offline. */
export function BillRecordPage() {
  return (
    <Page title="缴费记录">
      <RequireDriver>
        <Records />
      </RequireDriver>
    </Page>
  );
}
