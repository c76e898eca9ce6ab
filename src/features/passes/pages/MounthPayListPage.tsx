import { useSearchParams } from 'react-router-dom';
import { useBagPayRecordsInfiniteQuery } from '@/api/special/passes';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { PayRecordItem } from '../components/PayRecordItem';
import styles from './MounthPayListPage.module.css';

function Records({ bagId }: { bagId: string | null }) {
  const q = useBagPayRecordsInfiniteQuery(bagId ? { bagId } : {});
  return (
    <PagedList
      query={q}
      label="月卡缴费记录"
      loading="缴费记录加载中"
      error="缴费记录加载失败"
      empty={{ text: '暂无缴费记录', description: bagId ? '该月卡还没有缴费记录' : '办理或续费月卡后，缴费记录会显示在这里' }}
      header={(items, total) => <p className={styles.count}>共 {total ?? items.length} 笔缴费记录</p>}
      itemKey={(r) => r.recordId}
      renderItem={(r) => <PayRecordItem r={r} />}
      pullToRefresh
    />
  );
}

/** /mounthPayList?bagId: what was paid for passes (新办 and 续费, refunds marked), newest first; bagId: one pass's. */
export function MounthPayListPage() {
  const [search] = useSearchParams();
  const bagId = search.get('bagId');
  return (
    <Page title="月卡缴费记录" fallback={bagId ? href(paths.mounthlyDetail, { bagId }) : paths.myMounthlyPay}>
      <RequireDriver>
        <Records bagId={bagId} />
      </RequireDriver>
    </Page>
  );
}
