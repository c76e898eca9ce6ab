import { useSearchParams } from 'react-router-dom';
import type { WalletMovementsFilter } from '@/api/driver/wallet.types';
import { Tabs } from '@/ui/Tabs';
import { MovementFilters } from '../movements/MovementFilters';
import { MovementList } from '../movements/MovementList';
import { movementFilterQuery, readMovementFilter } from '../movements/movementFilter';
import { StatementTab } from './StatementTab';

type Tab = 'statement' | 'movements';

/** The tab the address asks for; a link to a wallet's filtered movements (?type, ?month: a result's 查看明细) opens 余额明细. */
export function tabOf(search: URLSearchParams): Tab {
  const asked = search.get('tab');
  if (asked === 'statement' || asked === 'movements') return asked;
  return search.has('type') || search.has('month') ? 'movements' : 'statement';
}

/** 余额明细: the wallet's own movements (paged, by type and month), its filter in the address beside the statement's. */
function MovementsTab() {
  const [search, setSearch] = useSearchParams();
  const filter = readMovementFilter(search);
  const change = (f: WalletMovementsFilter) => {
    const q = new URLSearchParams(search);
    for (const key of ['walletId', 'type', 'month']) q.delete(key);
    movementFilterQuery(f).forEach((value, key) => q.set(key, value));
    q.set('tab', 'movements');
    setSearch(q, { replace: true });
  };
  return (
    <>
      <MovementFilters filter={filter} onChange={change} />
      <MovementList filter={filter} area="wallet" />
    </>
  );
}

/**
 * The general wallet's detail: 账单 (the statement: every yuan of the driver's, whatever door it went through) first,
 * 余额明细 (the balance's own movements) second; the tab is in the address, so Back comes back to it.
 */
export function DetailTabs() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const select = (key: string) => {
    const q = new URLSearchParams(search);
    q.set('tab', key === 'movements' ? 'movements' : 'statement');
    setSearch(q, { replace: true });
  };
  return (
    <>
      <Tabs activeKey={tab} onChange={select}>
        <Tabs.Tab key="statement" title="账单" />
        <Tabs.Tab key="movements" title="余额明细" />
      </Tabs>
      {tab === 'statement' ? <StatementTab /> : <MovementsTab />}
    </>
  );
}
