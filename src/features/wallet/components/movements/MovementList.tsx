import { useWalletMovementsInfiniteQuery } from '@/api/driver/wallet';
import type { WalletMovementsFilter } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { PagedList } from '@/ui/PagedList/PagedList';
import type { WalletArea } from '../area';
import { MovementRow } from './MovementRow';
import styles from './MovementList.module.css';

/** The movements of the filter, newest first and paged, with the filter's own totals (not just the page's). */
export function MovementList({ filter, area }: { filter: WalletMovementsFilter; area: WalletArea }) {
  const q = useWalletMovementsInfiniteQuery(filter);
  const first = q.data?.pages[0];
  const filtered = Boolean(filter.type || filter.month);
  return (
    <PagedList
      query={q}
      label="资金明细"
      loading="明细加载中"
      error="明细加载失败"
      empty={filtered ? '没有符合条件的明细' : '暂无资金明细'}
      header={(items, total) => (
        <p className={styles.totals}>
          <span>共 {total ?? items.length} 笔</span>
          {first && (
            <span>
              收入 {formatMoney(first.incomeCents)} · 支出 {formatMoney(first.expenseCents)}
            </span>
          )}
        </p>
      )}
      itemKey={(m) => m.movementId}
      renderItem={(m) => <MovementRow movement={m} area={area} walletId={filter.walletId} />}
      pullToRefresh
    />
  );
}
