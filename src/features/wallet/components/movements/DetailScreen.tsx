import { useSearchParams } from 'react-router-dom';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { homeUrl, type WalletArea } from '../area';
import { MovementFilters } from './MovementFilters';
import { MovementList } from './MovementList';
import { movementFilterQuery, readMovementFilter } from './movementFilter';

/**
 * The detail page of either area (/accountBalanceDetail, /walletDetail?walletId): every movement, filtered by type
 * and month; the filter lives in the URL so Back from an order restores it.
 */
export function DetailScreen({ area, title }: { area: WalletArea; title: string }) {
  const [search, setSearch] = useSearchParams();
  const filter = readMovementFilter(search);
  return (
    <Page title={title} fallback={homeUrl(area, filter.walletId)}>
      <RequireDriver>
        <MovementFilters filter={filter} onChange={(f) => setSearch(movementFilterQuery(f), { replace: true })} />
        <MovementList filter={filter} area={area} />
      </RequireDriver>
    </Page>
  );
}
